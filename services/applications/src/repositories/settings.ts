import { STRIKE_POLICY_DEFAULT, type StrikePolicy } from '@centre/contracts';
import { now, type Knex } from '@centre/server-kit';

const ROW_ID = 'default';

/** The centre-wide strike rule: one row, the defaults until staff change it. */
export function createApplySettingsRepository(db: Knex) {
  return {
    async strikePolicy(trx: Knex = db): Promise<StrikePolicy> {
      const row = await trx('apply_settings').where({ id: ROW_ID }).first();
      if (!row) return { ...STRIKE_POLICY_DEFAULT };
      return { strikeLimit: Number(row.strike_limit), periodDays: Number(row.strike_period_days), suspensionDays: Number(row.suspension_days) };
    },

    async setStrikePolicy(policy: StrikePolicy, at = now()): Promise<void> {
      const row = { strike_limit: policy.strikeLimit, strike_period_days: policy.periodDays, suspension_days: policy.suspensionDays, updated_at: at };
      await db('apply_settings').insert({ id: ROW_ID, ...row }).onConflict('id').merge(row);
    },
  };
}

export type ApplySettingsRepository = ReturnType<typeof createApplySettingsRepository>;

import { seoulDate, type ConsoleTerms, type ConsoleTermsInput, type Locale, type TermsCode, type TermsDocument } from '@centre/contracts';
import { pickLocalised, toBoolean, type Knex } from '@centre/server-kit';
import { createLocalisedTable, localisedColumnsOf, localisedFieldsOf, stamps, type Row } from './localised-table.ts';

/**
 * Terms of use and privacy policy, in versions. Every version stays (members agreed to it); readers
 * get per code the current one: the latest whose effective date has come (Seoul), newest written
 * first when two share a date.
 */
export function createTermsRepository(db: Knex) {
  /** The id of each code's current version at `at`. */
  async function currentIds(at: string): Promise<Set<string>> {
    const rows: Array<{ id: string; code: string }> = await db('terms')
      .select('id', 'code')
      // Terms take effect on a Seoul date.
      .where('effective_at', '<=', seoulDate(at))
      .orderBy([{ column: 'code' }, { column: 'effective_at', order: 'desc' }, { column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    const seen = new Set<string>();
    const ids = new Set<string>();
    for (const row of rows) {
      const code = String(row.code);
      if (seen.has(code)) continue;
      seen.add(code);
      ids.add(row.id);
    }
    return ids;
  }

  const plainFields = (row: Row) => ({ code: row.code as TermsCode, version: String(row.version), effectiveAt: String(row.effective_at), required: toBoolean(row.required) });

  // The console item says whether a version is current; toConsole cannot query, so the list and
  // the detail below fill `current` in after reading the ids once.
  const terms = createLocalisedTable<TermsDocument, Omit<ConsoleTerms, 'current'>, ConsoleTermsInput>(db, {
    table: 'terms',
    columns: { code: 'code' },
    keyword: ['title'],
    order: [{ column: 'code', order: 'desc' }, { column: 'effective_at', order: 'desc' }, { column: 'created_at', order: 'desc' }],
    sort: { effectiveAt: 'effective_at', createdAt: 'created_at', code: 'code', version: 'version' },
    title: 'title',
    trash: false,
    toPublic: (row, locale) => ({ ...plainFields(row), title: pickLocalised(row, 'title', locale), content: pickLocalised(row, 'content', locale) }),
    toConsole: (row) => ({ _id: row.id, ...plainFields(row), ...localisedFieldsOf(row, ['title', 'content']), ...stamps(row) }),
    toRow: ({ title, content, required, ...input }) => ({
      ...localisedColumnsOf({ title, content }, ['content']),
      code: input.code,
      version: input.version,
      effective_at: input.effectiveAt,
      required: required ?? true,
    }),
  });

  async function withCurrent<T extends { _id: string }>(item: T | null, at: string): Promise<(T & { current: boolean }) | null> {
    return item && { ...item, current: (await currentIds(at)).has(item._id) };
  }

  async function currentDocuments(locale: Locale, at: string, code?: string): Promise<TermsDocument[]> {
    const ids = [...(await currentIds(at))];
    if (ids.length === 0) return [];
    const query = db<Row>('terms').whereIn('id', ids).orderBy('code', 'desc');
    if (code) query.where('code', code);
    return ((await query.select('*')) as Row[]).map((row) => terms.definition.toPublic(row, locale, true));
  }

  return {
    ...terms,
    async listForConsole(...args: Parameters<typeof terms.listForConsole>) {
      const [, , at] = args;
      const [page, ids] = await Promise.all([terms.listForConsole(...args), currentIds(at)]);
      return { items: page.items.map((item) => ({ ...item, current: ids.has(item._id) })), total: page.total };
    },
    findForConsole: async (id: string, at: string) => withCurrent(await terms.findForConsole(id, at), at),
    create: async (input: ConsoleTermsInput, at: string, extra?: Record<string, unknown>) => {
      const created = await withCurrent(await terms.create(input, at, extra), at);
      if (!created) throw new Error('A terms version just written could not be read back');
      return created;
    },
    update: async (id: string, input: ConsoleTermsInput, at: string) => withCurrent(await terms.update(id, input, at), at),
    /** The current version of each code, without its text (the users service asks members to agree to these). */
    async summaries(locale: Locale, at: string) {
      return (await currentDocuments(locale, at)).map(({ content: _content, ...summary }) => summary);
    },
    async findByCode(code: string, locale: Locale, at: string): Promise<TermsDocument | null> {
      const [document] = await currentDocuments(locale, at, code);
      return document ?? null;
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;

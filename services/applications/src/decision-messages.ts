// What a member is told after staff (or the lottery, or the clock) decided about their
// application, in their own language: the window's title and the reason are chosen in it here,
// the admin service writes the rest of the message from its template in the same language.
import { DEFAULT_LOCALE, MESSAGE_TEMPLATE_PARAMS, type Locale, type MessageTemplate } from '@centre/contracts';
import { pickLocalised, type Knex } from '@centre/server-kit';
import type { ApplicantDirectory } from './applicants.ts';
import type { ApplicationRow } from './repositories/application-review.ts';
import { rejectReasonText } from './repositories/application-review.ts';
import type { ReviewMessenger } from './review-messages.ts';

export interface DecisionNotice {
  row: ApplicationRow;
  template: MessageTemplate;
  /** Extra parameters for the template, given the member's language. */
  params?: (locale: Locale) => Record<string, string>;
}

/** "2027-01-04 09:00–18:00": the booking as the messages name it. */
export function bookingWhen(row: Pick<ApplicationRow, 'use_date' | 'start_time' | 'end_time'>): string {
  return `${row.use_date} ${row.start_time}–${row.end_time}`;
}

export function decisionNotifier(db: Knex, directory: ApplicantDirectory, messenger: ReviewMessenger) {
  return async function tell(notices: readonly DecisionNotice[]): Promise<number> {
    if (notices.length === 0) return 0;
    const [members, windows] = await Promise.all([
      directory.lookUp(notices.map((notice) => notice.row.member_id)),
      db('application_windows').whereIn('id', [...new Set(notices.map((notice) => notice.row.window_id))]) as Promise<Array<Record<string, unknown> & { id: string }>>,
    ]);
    const windowById = new Map(windows.map((window) => [window.id, window]));
    let sent = 0;
    for (const { row, template, params } of notices) {
      const locale = members.get(row.member_id)?.locale ?? DEFAULT_LOCALE;
      const window = windowById.get(row.window_id);
      const title = window ? pickLocalised(window, 'title', locale) : '';
      const name = members.get(row.member_id)?.name;
      const all: Record<string, string> = { title, date: bookingWhen(row), ...(name ? { name } : {}), ...params?.(locale) };
      // The outbox refuses a parameter its template does not name (a typo would otherwise go unseen).
      const named = new Set<string>(MESSAGE_TEMPLATE_PARAMS[template].map((param) => param.replace('?', '')));
      const accepted = Object.fromEntries(Object.entries(all).filter(([key]) => named.has(key)));
      if (await messenger.tell(row.member_id, template, accepted, row.channel)) sent++;
    }
    return sent;
  };
}

export type DecisionNotifier = ReturnType<typeof decisionNotifier>;

/** The notices of a decision: approved, rejected (with the reason in the member's words), promoted. */
export function noticesOf(decided: readonly ApplicationRow[], promoted: readonly ApplicationRow[]): DecisionNotice[] {
  return [
    ...decided.map((row): DecisionNotice =>
      row.status === 'APPROVED'
        ? { row, template: 'APPLICATION_APPROVED' }
        : { row, template: 'APPLICATION_REJECTED', params: (locale) => ({ reason: rejectReasonText(row.reject_reason_code, row.reject_reason, locale) ?? '' }) },
    ),
    ...promoted.map((row): DecisionNotice => ({ row, template: 'WAITLIST_PROMOTED' })),
  ];
}

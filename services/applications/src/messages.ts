// Every message about an application goes through the admin service's outbox, written in the
// member's language. One place builds them, so apply-core (received, waitlist promoted, blackout)
// and the console's review (approved, rejected, lottery result, reminders) say things the same way.
import {
  bookingNumberOf,
  KOREAN_MOBILE_PATTERN,
  MESSAGE_TEMPLATE_PARAMS,
  type Locale,
  type MemberApplication,
  type MessageTemplate,
} from '@centre/contracts';
import { outboxClient, toBoolean, type Outbox } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationRow, ApplicationsRepository } from './repositories/applications.ts';
import type { MessagesSentRepository } from './repositories/messages-sent.ts';
import type { UsersClient } from './clients/users.ts';

/** Templates about one application (all take `title`; the others are filled when the template names them). */
export type ApplicationTemplate = Extract<
  MessageTemplate,
  | 'APPLICATION_RECEIVED'
  | 'APPLICATION_HELD'
  | 'APPLICATION_WAITLISTED'
  | 'APPLICATION_APPROVED'
  | 'APPLICATION_REJECTED'
  | 'APPLICATION_CANCELLED'
  | 'WAITLIST_PROMOTED'
  | 'LOTTERY_RESULT'
  | 'BOOKING_REMINDER'
  | 'BLACKOUT_CHANGE'
>;

/** A template, or how to choose one from the application as it now stands. */
type TemplateChoice = ApplicationTemplate | ((row: ApplicationRow, view: MemberApplication) => ApplicationTemplate);
type Extra = Record<string, string> | ((locale: Locale) => Record<string, string>);

/**
 * What a maker is told on applying: a place on the waitlist is not a booking, a first-come place
 * is held until staff approve it, and a lottery application is only received.
 */
export function receivedTemplate(row: Pick<ApplicationRow, 'status' | 'holding'>): ApplicationTemplate {
  if (row.status === 'WAITLISTED') return 'APPLICATION_WAITLISTED';
  if (row.status === 'APPROVED') return 'APPLICATION_APPROVED';
  return toBoolean(row.holding) ? 'APPLICATION_HELD' : 'APPLICATION_RECEIVED';
}

/** The sentence a late cancellation adds (a strike was recorded). */
const LATE_CANCEL_WORDS: Record<Locale, string> = {
  ko: '취소 기한이 지난 뒤의 취소여서 경고 1회가 기록되었습니다.',
  en: 'It came after the cancellation deadline, so one strike was recorded.',
  cn: '由于已过取消期限，已记录一次警告。',
  jp: '取消期限を過ぎていたため、警告が1回記録されました。',
};

/** The extra parameter of APPLICATION_CANCELLED. */
export function cancelledExtra(late: boolean): Extra {
  return late ? (locale) => ({ late: LATE_CANCEL_WORDS[locale] }) : {};
}

/**
 * The server kit's outbox client at the admin service; without an admin URL (hand-built test
 * options: server.ts always sets one) nothing is sent.
 */
export function applicationsOutbox(adminUrl: string | undefined, internalToken: string): Outbox {
  return adminUrl ? outboxClient({ adminUrl, internalToken }) : { send: async () => {} };
}

/** "2027-01-05 09:00–13:00": the day and session, as every message names them. */
export function whenOf(view: Pick<MemberApplication, 'date' | 'startTime' | 'endTime'>): string {
  return `${view.date} ${view.startTime}–${view.endTime}`;
}

const KOREAN_MOBILE = new RegExp(KOREAN_MOBILE_PATTERN);

/**
 * The channel a message about an application takes: the member's choice (PHONE: SMS), except that
 * texts reach Korean mobiles only (the outbox refuses any other number) — a member whose number on
 * file is overseas (E.164) or no mobile is written to by e-mail when they have an address.
 */
export function messageChannel(chosen: MemberApplication['channel'], member: { phone: string; email: string }): 'EMAIL' | 'SMS' {
  if (chosen === 'EMAIL') return 'EMAIL';
  return KOREAN_MOBILE.test(member.phone) || !member.email ? 'SMS' : 'EMAIL';
}

export function applyMessages(deps: { outbox: Outbox; members: UsersClient; applications: ApplicationsRepository; messagesSent: MessagesSentRepository; clock: { now(): Date }; log: FastifyBaseLogger }) {
  /**
   * Tells each application's member, in their language, by the channel they chose (PHONE: SMS;
   * `messageChannel`: texts to Korean mobiles only).
   * Best effort: the decision stands whether or not a message goes out; failures are logged.
   * `extra` adds parameters (e.g. `result` for LOTTERY_RESULT) the template names.
   */
  async function about(choice: TemplateChoice, applicationIds: readonly string[], extra: Extra = {}): Promise<number> {
    const templateName = typeof choice === 'string' ? choice : 'APPLICATION_*';
    if (applicationIds.length === 0) return 0;
    let sent = 0;
    try {
      const rows = (await Promise.all(applicationIds.map((id) => deps.applications.row(id)))).filter((row) => row !== null);
      const members = await deps.members.eligibility(rows.map((row) => row.member_id));
      for (const row of rows) {
        const member = members.get(row.member_id);
        if (!member || !member.goodStanding) continue;
        const [view] = await deps.applications.viewsOf([row.id], member.locale, deps.clock.now());
        if (!view) continue;
        const template = typeof choice === 'string' ? choice : choice(row, view);
        const allowed = new Set<string>(MESSAGE_TEMPLATE_PARAMS[template].map((name) => name.replace('?', '')));
        const params: Record<string, string> = {
          title: view.windowTitle,
          name: member.name,
          date: whenOf(view),
          booking: bookingNumberOf(row.id),
          ...(view.waitlistPosition !== null ? { position: String(view.waitlistPosition) } : {}),
          ...(view.rejectReason ? { reason: view.rejectReason } : {}),
          ...(typeof extra === 'function' ? extra(member.locale) : extra),
        };
        try {
          await deps.outbox.send({
            channel: messageChannel(view.channel, member),
            template,
            locale: member.locale,
            memberId: member._id,
            purpose: 'TRANSACTIONAL',
            params: Object.fromEntries(Object.entries(params).filter(([name, value]) => allowed.has(name) && value !== '')),
          });
          sent++;
        } catch (error) {
          // The member's answer has gone already, so the outbox's 503 cannot reach them: it is
          // logged as an error naming the message, for staff to send again from the console.
          deps.log.error({ err: error, template, applicationId: row.id, memberId: member._id }, 'application message not sent: the outbox did not take it');
        }
      }
    } catch (error) {
      deps.log.warn({ err: error, template: templateName }, 'application messages not sent');
    }
    return sent;
  }

  const pending = new Set<Promise<unknown>>();

  return {
    about,

    /**
     * Sends in the background: the member's answer does not wait for the outbox (the opening-hour
     * rush must not queue behind it). settled() waits for what is under way (tests, shutdown).
     */
    later(choice: TemplateChoice, applicationIds: readonly string[], extra: Extra = {}): void {
      if (applicationIds.length === 0) return;
      const sending = about(choice, applicationIds, extra).finally(() => pending.delete(sending));
      pending.add(sending);
    },

    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    /**
     * For messages that must go once (the reminder the day before, a blackout notice): records
     * the marker first, so two instances or two runs never send it twice. True when this caller
     * won the right to send.
     */
    async claimOnce(applicationId: string, template: ApplicationTemplate): Promise<boolean> {
      return deps.messagesSent.claim(applicationId, template, deps.clock.now());
    },
  };
}

export type ApplyMessages = ReturnType<typeof applyMessages>;

import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import {
  ConsoleMemberCreate,
  ConsoleMemberCreated,
  ConsoleMemberUpdate,
  ConsoleUserListQuery,
  DOMESTIC_COUNTRY,
  ErrorResponse,
  FieldErrorResponse,
  IdParams,
  MEMBER_CSV_MAX_ROWS,
  MemberRemoval,
  MemberSuspension,
  WithdrawResponse,
  memberKindProblems,
  type Locale,
} from '@centre/contracts';
import { noteChange, transactionWithRetry, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refuseProblems } from '../form-refusals.ts';
import { memberEmail, refuseContactInUse, storedPhone } from '../members/new-member.ts';
import { createWalkInMember, refuseLevelWithoutRight, refuseUnknownLevel } from '../members/walk-in.ts';
import { removeMemberByStaff } from '../members/withdrawal.ts';
import { RECEIVE_CONSENT_VERSION } from '../repositories/consents.ts';
import type { User } from '../repositories/users.ts';

/** Fields the audit log masks in a member's before/after. */
const PERSONAL_FIELDS = ['name', 'email', 'phone'] as const;
const NOT_FOUND = 'No such account.';

/** What the audit log keeps of a member: the editable fields and the state, never the password hash. */
function auditView(user: User) {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    locale: user.locale,
    receiveConsent: user.receiveConsent,
    levelId: user.levelId,
    memo: user.memo,
    status: user.status,
    suspendedReason: user.suspendedReason,
  };
}

const CSV_HEADERS: Record<Locale, readonly string[]> = {
  ko: ['아이디', '이름', '회원 구분', '회원 등급', '상태', '가입일'],
  en: ['Username', 'Name', 'Member kind', 'Level', 'Status', 'Joined'],
  cn: ['用户名', '姓名', '会员类型', '会员等级', '状态', '注册日期'],
  jp: ['ユーザーID', '氏名', '会員区分', '会員等級', '状態', '登録日'],
};

/** A spreadsheet must not run a cell as a formula (CSV injection): such text gets a leading quote. */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Staff create a walk-in member, edit, suspend and reactivate accounts, and export the list. */
export const consoleMemberAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const at = () => app.clock.now().toISOString();

  app.post(
    '/api/console/users',
    { schema: { body: ConsoleMemberCreate, response: { 201: ConsoleMemberCreated, 400: FieldErrorResponse, 409: FieldErrorResponse } } },
    async (request, reply) => {
      const member = await createWalkInMember(app, request, request.body);
      noteChange(request, null, auditView(member), PERSONAL_FIELDS);
      return reply.code(201).send({ user: { _id: member.id, username: member.username, memberKind: member.memberKind, createdAt: member.createdAt } });
    },
  );

  app.put(
    '/api/console/users/:id',
    { schema: { params: IdParams, body: ConsoleMemberUpdate, response: { 204: Type.Null(), 400: FieldErrorResponse, 404: ErrorResponse, 409: FieldErrorResponse } } },
    async (request, reply) => {
      const before = await app.users.findMemberById(request.params.id);
      if (!before || before.status === 'WITHDRAWN') return reply.notFound(NOT_FOUND);
      const body = request.body;
      refuseProblems(request, memberKindProblems({ memberKind: before.memberKind, phone: body.phone, country: body.country }));
      refuseLevelWithoutRight(request, (body.levelId ?? null) !== (before.levelId ?? null));
      await refuseUnknownLevel(app, request, body.levelId);
      const email = memberEmail(request, body.email);
      const phone = storedPhone({ memberKind: before.memberKind, phone: body.phone, country: body.country ?? before.country });
      await refuseContactInUse(app, request, before.memberKind, { phone, email }, { self: before.id });
      const country = before.memberKind === 'OVERSEAS' ? (body.country ?? before.country) : DOMESTIC_COUNTRY;
      const changes = { name: body.name.trim(), email, phone, country, locale: body.locale, receiveConsent: body.receiveConsent, levelId: body.levelId, memo: body.memo };
      const now = at();
      await transactionWithRetry(app.db, async (trx) => {
        await app.users.updateByStaff(before.id, changes, trx, now);
        // A changed receive consent is a new answer in the ledger, as when the member changes it.
        const answers = (['sms', 'email'] as const)
          .filter((channel) => before.receiveConsent[channel] !== changes.receiveConsent[channel])
          .map((channel) => ({ code: channel === 'sms' ? ('RECEIVE_SMS' as const) : ('RECEIVE_EMAIL' as const), version: RECEIVE_CONSENT_VERSION, agreed: changes.receiveConsent[channel] }));
        if (answers.length > 0) await app.consents.record(before.id, answers, now, trx);
      });
      const after = await app.users.findMemberById(before.id);
      noteChange(request, auditView(before), after && auditView(after), PERSONAL_FIELDS);
      return reply.code(204).send(null);
    },
  );

  /** Suspends or reactivates a member's account (a staff id is not found), recording its state before and after. */
  async function changeStatus(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, change: (user: User) => Promise<string | null>) {
    const before = await app.users.findMemberById(request.params.id);
    if (!before || before.status === 'WITHDRAWN') return reply.notFound(NOT_FOUND);
    const refused = await change(before);
    if (refused) return reply.conflict(refused);
    const after = await app.users.findMemberById(before.id);
    noteChange(request, auditView(before), after && auditView(after), PERSONAL_FIELDS);
    return reply.code(204).send(null);
  }

  app.post(
    '/api/console/users/:id/suspend',
    { schema: { params: IdParams, body: MemberSuspension, response: { 204: Type.Null(), 400: FieldErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) =>
      changeStatus(request, reply, async (user) => ((await app.users.suspend(user.id, request.body.reason.trim(), at())) ? null : 'Only an active account can be suspended.')),
  );

  app.post(
    '/api/console/users/:id/reactivate',
    { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) =>
      changeStatus(request, reply, async (user) => ((await app.users.reactivate(user.id, at())) ? null : 'Only a suspended account can be reactivated.')),
  );

  // A member asked the centre to close their account (by phone, at the desk): the same erasure as
  // their own withdrawal, by an administrator, with the reason kept and audited.
  app.delete(
    '/api/console/users/:id',
    { schema: { params: IdParams, body: MemberRemoval, response: { 200: WithdrawResponse, 400: FieldErrorResponse, 403: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const before = await app.users.findMemberById(request.params.id);
      if (!before || before.status === 'WITHDRAWN') return reply.notFound(NOT_FOUND);
      const removed = await removeMemberByStaff(app, request, before, request.body.reason);
      noteChange(request, auditView(before), { status: 'WITHDRAWN', reason: request.body.reason.trim() }, PERSONAL_FIELDS);
      return removed;
    },
  );

  // The list's filters, as a spreadsheet. Contact details stay out: the list is for counting and
  // planning; staff open a member for the rest.
  app.get('/api/console/users/export.csv', { schema: { querystring: ConsoleUserListQuery } }, async (request, reply) => {
    const { keyword, name, username, phone, memberKind, status, levelId } = request.query;
    const [users, levels] = await Promise.all([
      app.users.exportRows({ keyword, name, username, phone, memberKind, status, levelId }, MEMBER_CSV_MAX_ROWS),
      app.memberLevels.list(),
    ]);
    const levelNames = new Map(levels.map((level) => [level._id, level.name.ko]));
    const locale = request.locale;
    const rows = users.map((user) => [user.username, user.name, user.memberKind, user.levelId ? (levelNames.get(user.levelId) ?? '') : '', user.status, user.createdAt.slice(0, 10)].map(cell));
    const csv = stringify([[...CSV_HEADERS[locale]], ...rows]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="members-${at().slice(0, 10)}.csv"`)
      .send(`\ufeff${csv}`);
  });
};

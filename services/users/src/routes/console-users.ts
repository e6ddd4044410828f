import { ConsoleUserDetail, ConsoleUserList, ConsoleUserListQuery, ErrorResponse, IdParams, ListQuery, parseSort, WithdrawalList, type MemberSortKey } from '@centre/contracts';
import { listAnswer, pageFrom, summaryOf, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { publicFile } from '../repositories/member-files.ts';
import { accountOf } from '../members/profile.ts';

/**
 * Staff's view of member accounts; staff accounts are found only in the staff screens. server-kit
 * requires the console scope for /api/console/*.
 */
export const consoleUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/console/users', { schema: { querystring: ConsoleUserListQuery, response: { 200: ConsoleUserList } } }, async (request) => {
    const page = pageFrom(request.query);
    const { keyword, name, username, phone, memberKind, status, levelId, sort } = request.query;
    const sorted = parseSort(sort) as { key: MemberSortKey; direction: 'asc' | 'desc' } | null;
    const { users, total } = await app.users.paginate({ keyword, name, username, phone, memberKind, status, levelId }, page, sorted ?? undefined);
    return { users: users.map((user) => ({ ...accountOf(user), scope: user.scopes, status: user.status, levelId: user.levelId })), summary: summaryOf(total, page) };
  });

  app.get('/api/console/users/withdrawals', { schema: { querystring: ListQuery, response: { 200: WithdrawalList } } }, async (request) => {
    return listAnswer('withdrawals', request.query, (page) => app.withdrawals.paginate(page));
  });

  app.get('/api/console/users/:id', { schema: { params: IdParams, response: { 200: ConsoleUserDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const user = await app.users.findMemberById(request.params.id);
    if (!user) return reply.notFound('No such account.');
    const [consents, files] = await Promise.all([app.consents.current(user.id), app.memberFiles.listFor(user.id)]);
    return {
      user: {
        ...accountOf(user),
        scope: user.scopes,
        status: user.status,
        levelId: user.levelId,
        receiveConsent: user.receiveConsent,
        consents,
        files: files.map(publicFile),
        locale: user.locale,
        memo: user.memo,
        suspension: user.status === 'SUSPENDED' && user.suspendedAt ? { reason: user.suspendedReason ?? '', at: user.suspendedAt } : null,
        mustChangePassword: user.mustChangePassword,
      },
    };
  });
};

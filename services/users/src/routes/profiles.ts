import { ConsoleUserList, ConsoleUserListQuery, ErrorResponse, ProfileResponse, type Profile } from '@centre/contracts';
import { pageFrom, summaryOf, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import type { User } from '../repositories/users.ts';

export function profileOf(user: User): Profile {
  return {
    _id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    memberType: user.memberType,
    memberKind: user.memberKind,
    country: user.country,
    createdAt: user.createdAt,
  };
}

/** The member's own profile. server-kit requires a verified access token for /api/v1/me/*. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/me/profile', { schema: { response: { 200: ProfileResponse, 404: ErrorResponse } } }, async (request, reply) => {
    const user = await app.users.findActiveById(request.user.sub);
    if (!user) return reply.notFound('This account no longer exists.');
    return { profile: profileOf(user) };
  });
};

/** Staff's view of accounts. server-kit requires the console scope for /api/console/*. */
export const consoleUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/console/users', { schema: { querystring: ConsoleUserListQuery, response: { 200: ConsoleUserList } } }, async (request) => {
    const page = pageFrom(request.query);
    const { users, total } = await app.users.paginate({ keyword: request.query.keyword }, page);
    return { users: users.map((user) => ({ ...profileOf(user), scope: user.scopes })), summary: summaryOf(total, page) };
  });
};

import {
  CONSOLE_SCOPE,
  ErrorResponse,
  FieldErrorResponse,
  IdParams,
  StaffCreate,
  StaffList,
  StaffListQuery,
  StaffResponse,
  StaffSecurity,
  StaffUpdate,
} from '@centre/contracts';
import { listAnswer, transactionWithRetry, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refuse } from '../form-refusals.ts';
import { hashPassword, refuseCommonPassword } from '../passwords.ts';
import { securityEvent } from '../security-events.ts';
import { refuseUnavailableUsername } from '../members/usernames.ts';

const NO_SUCH_STAFF = 'No such staff account.';

/**
 * Staff accounts, for administrators (the permission table gives /api/console/staff to the
 * `staff` permission, which only ADMINISTRATOR holds). Staff are accounts with the console scope
 * and a role; a new role or status ends the account's sessions at once.
 */
export const consoleStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/console/staff', { schema: { querystring: StaffListQuery, response: { 200: StaffList } } }, async (request) => {
    const { keyword, role, status } = request.query;
    return listAnswer('staff', request.query, async (page) => {
      const { staff, total } = await app.staff.paginate({ keyword, role, status }, page);
      return { items: staff, total };
    });
  });

  app.post(
    '/api/console/staff',
    { schema: { body: StaffCreate, response: { 201: StaffResponse, 400: FieldErrorResponse, 409: FieldErrorResponse } } },
    async (request, reply) => {
      const body = request.body;
      if (body.passwordConfirm !== body.password) refuse(request, 400, 'passwordConfirm', 'SAME_PASSWORD');
      refuseCommonPassword(request, 'password', body.password);
      // The same rule as sign-up: taken by an account, or reserved after a withdrawal (case ignored).
      await refuseUnavailableUsername(app, request, body.username);
      const passwordHash = await hashPassword(body.password);
      const created = await transactionWithRetry(app.db, (trx) =>
        app.users.create(
          { username: body.username, passwordHash, name: body.name.trim(), email: body.email.toLowerCase(), memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', scopes: ['member', CONSOLE_SCOPE], staffRole: body.role },
          trx,
          app.clock.now().toISOString(),
        ),
      );
      securityEvent(request, 'staff.created', { userId: created.id });
      const staff = await app.staff.find(created.id);
      return reply.code(201).send({ staff: staff! });
    },
  );

  // Static beats parametric in the router: /security is never taken for an id.
  app.get('/api/console/staff/security', { schema: { response: { 200: StaffSecurity } } }, async () => ({ twoStepRequired: await app.staff.twoStepRequired() }));

  app.put('/api/console/staff/security', { schema: { body: StaffSecurity, response: { 200: StaffSecurity } } }, async (request) => {
    await app.staff.setTwoStepRequired(request.body.twoStepRequired, app.clock.now().toISOString());
    return { twoStepRequired: request.body.twoStepRequired };
  });

  app.get('/api/console/staff/:id', { schema: { params: IdParams, response: { 200: StaffResponse, 404: ErrorResponse } } }, async (request, reply) => {
    const staff = await app.staff.find(request.params.id);
    if (!staff) return reply.notFound(NO_SUCH_STAFF);
    return { staff };
  });

  app.put(
    '/api/console/staff/:id',
    { schema: { params: IdParams, body: StaffUpdate, response: { 200: StaffResponse, 400: FieldErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const at = app.clock.now().toISOString();
      const outcome = await transactionWithRetry(app.db, async (trx) => {
        const current = await app.staff.find(id, trx);
        if (!current) return 'missing' as const;
        const changesAccess = body.role !== current.role || body.status !== current.status;
        // Locking oneself out, or leaving the centre without an administrator, is refused.
        if (changesAccess && id === request.user.sub) return 'self' as const;
        const staysAdministrator = body.role === 'ADMINISTRATOR' && body.status === 'ACTIVE';
        if (current.role === 'ADMINISTRATOR' && current.status === 'ACTIVE' && !staysAdministrator && (await app.staff.otherActiveAdministrators(id, trx)) === 0) return 'last' as const;
        await app.staff.update(id, { name: body.name.trim(), email: body.email.toLowerCase(), role: body.role, status: body.status }, at, trx);
        return changesAccess ? ('access' as const) : ('details' as const);
      });
      if (outcome === 'missing') return reply.notFound(NO_SUCH_STAFF);
      if (outcome === 'self') return reply.conflict('You cannot change your own role or status: ask another administrator.');
      if (outcome === 'last') return reply.conflict('The centre needs at least one active administrator.');
      if (outcome === 'access') securityEvent(request, 'staff.changed', { userId: id, reason: `${body.role}/${body.status}` });
      return { staff: (await app.staff.find(id))! };
    },
  );

  // A lost phone and lost recovery codes: an administrator switches the account's two-step sign-in
  // off (its sessions end); the staff member signs in with the password and sets it up again.
  app.post(
    '/api/console/staff/:id/two-step/reset',
    { schema: { params: IdParams, response: { 200: StaffResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await app.staff.find(id))) return reply.notFound(NO_SUCH_STAFF);
      const at = app.clock.now().toISOString();
      await transactionWithRetry(app.db, async (trx) => {
        await app.staff.disable(id, at, trx);
        await trx('users').where({ id }).update({ sessions_valid_from: at });
      });
      securityEvent(request, 'staff.two_step_disabled', { userId: id, reason: 'reset by an administrator' });
      return { staff: (await app.staff.find(id))! };
    },
  );
};

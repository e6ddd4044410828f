import {
  ErrorResponse,
  FieldErrorResponse,
  PasswordChange,
  RecoveryCodes,
  RecoveryCodesRenewal,
  TwoStepConfirm,
  TwoStepDisable,
  TwoStepEnrolment,
  TwoStepStatus,
} from '@centre/contracts';
import { transactionWithRetry, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refuse } from '../form-refusals.ts';
import { securityEvent } from '../security-events.ts';
import { throttle } from '../throttles.ts';
import { acceptedStep, checkSecondFactor, newEnrolment, newRecoveryCodes, PENDING_ENROLMENT_MS, recoveryCodeHash } from '../two-step.ts';
import { changeOwnPassword, confirmPassword } from '../members/own-password.ts';
import { signedInMember } from '../members/profile.ts';

/** Codes typed on these pages, per account per hour: enough for fumbling, too few for guessing. */
const CODE_CHECKS_PER_HOUR = 10;

/**
 * A member of staff's own account (/console/password): the password, and two-step sign-in. Every
 * role reaches these (the permission `self`); the token decides whose account it is. While
 * two-step sign-in is mandatory and not set up, these are the only console routes the token reaches.
 */
export const consolePasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/console/password',
    { schema: { body: PasswordChange, response: { 204: { type: 'null' }, 400: FieldErrorResponse, 404: ErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      await changeOwnPassword(app, request, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get('/api/console/password/two-step', { schema: { response: { 200: TwoStepStatus, 404: ErrorResponse } } }, async (request) => {
    const user = await signedInMember(app, request);
    const [required, recoveryCodesLeft] = await Promise.all([app.staff.twoStepRequired(), app.staff.recoveryCodesLeft(user.id)]);
    return { enabled: user.totpEnabledAt !== null, required, recoveryCodesLeft, enabledAt: user.totpEnabledAt };
  });

  // A new secret each time it is asked for; only the last one shown can be confirmed, within 15 minutes.
  app.post('/api/console/password/two-step/enrolment', { schema: { response: { 200: TwoStepEnrolment, 404: ErrorResponse, 409: ErrorResponse } } }, async (request, reply) => {
    const user = await signedInMember(app, request);
    if (user.totpEnabledAt) return reply.conflict('Two-step sign-in is already on for this account: turn it off first to set up a new device.');
    const enrolment = await newEnrolment(user.username);
    await app.staff.setPending(user.id, app.secretBox.seal(enrolment.key), app.clock.now().toISOString());
    return enrolment;
  });

  app.post(
    '/api/console/password/two-step',
    { schema: { body: TwoStepConfirm, response: { 200: RecoveryCodes, 400: FieldErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      const user = await signedInMember(app, request);
      await throttle(app.sharedState, request, 'two-step-check', user.id, CODE_CHECKS_PER_HOUR, undefined, 'code');
      const state = await app.staff.twoStep(user.id);
      if (state.enabledAt) return reply.conflict('Two-step sign-in is already on for this account.');
      const now = app.clock.now();
      if (!state.sealedPendingSecret || !state.pendingAt || Date.parse(state.pendingAt) + PENDING_ENROLMENT_MS < now.getTime()) {
        return reply.conflict('Start the set-up again: the key shown has expired.');
      }
      const step = await acceptedStep(app.secretBox.open(state.sealedPendingSecret), request.body.code, now, null);
      if (step === null) refuse(request, 400, 'code', 'CODE_WRONG');
      const codes = newRecoveryCodes();
      await transactionWithRetry(app.db, (trx) =>
        app.staff.enable(user.id, step, codes.map((code) => recoveryCodeHash(app.secretBox.mac, code)), now.toISOString(), trx),
      );
      securityEvent(request, 'staff.two_step_enabled', { userId: user.id });
      return { recoveryCodes: codes };
    },
  );

  // New recovery codes (the old ones lost, used up or seen by someone else) without turning two-step
  // sign-in off: the password and a code from the app, as for turning it off.
  app.post(
    '/api/console/password/two-step/recovery-codes',
    { schema: { body: RecoveryCodesRenewal, response: { 200: RecoveryCodes, 400: FieldErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      const user = await signedInMember(app, request);
      if (!user.totpEnabledAt) return reply.conflict('Two-step sign-in is not on for this account.');
      await confirmPassword(app, request, user, request.body.password, 'password');
      await throttle(app.sharedState, request, 'two-step-check', user.id, CODE_CHECKS_PER_HOUR, undefined, 'code');
      if ((await checkSecondFactor(app, user.id, request.body.code)) !== 'TOTP') refuse(request, 400, 'code', 'CODE_WRONG');
      const codes = newRecoveryCodes();
      const at = app.clock.now().toISOString();
      await transactionWithRetry(app.db, (trx) => app.staff.replaceRecoveryCodes(user.id, codes.map((code) => recoveryCodeHash(app.secretBox.mac, code)), at, trx));
      securityEvent(request, 'staff.recovery_codes_renewed', { userId: user.id });
      return { recoveryCodes: codes };
    },
  );

  app.post(
    '/api/console/password/two-step/disable',
    { schema: { body: TwoStepDisable, response: { 204: { type: 'null' }, 400: FieldErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: FieldErrorResponse } } },
    async (request, reply) => {
      const user = await signedInMember(app, request);
      if (!user.totpEnabledAt) return reply.conflict('Two-step sign-in is not on for this account.');
      if (await app.staff.twoStepRequired()) return reply.conflict('Two-step sign-in is mandatory for staff: it cannot be turned off.');
      if (user.staffRole === 'ADMINISTRATOR' && app.adminTwoStepRequired) return reply.conflict('Two-step sign-in is mandatory for administrators: it cannot be turned off.');
      await confirmPassword(app, request, user, request.body.password, 'password');
      await throttle(app.sharedState, request, 'two-step-check', user.id, CODE_CHECKS_PER_HOUR, undefined, 'code');
      if (!(await checkSecondFactor(app, user.id, request.body.code))) refuse(request, 400, 'code', 'CODE_WRONG');
      await transactionWithRetry(app.db, (trx) => app.staff.disable(user.id, app.clock.now().toISOString(), trx));
      securityEvent(request, 'staff.two_step_disabled', { userId: user.id });
      return reply.code(204).send(null);
    },
  );
};

import { createHash, createHmac, randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MEMBER_FILE_MAX_BYTES } from '@centre/contracts';
import {
  createServiceApp,
  defaultFilesDir,
  localFileStore,
  outboxClient,
  serviceUrlFrom,
  sharedStateFromEnv,
  type FileStore,
  type Outbox,
  type ServiceOptions,
  type SharedState,
} from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createUsersRepository, type UsersRepository } from './repositories/users.ts';
import { createConsentsRepository, type ConsentsRepository } from './repositories/consents.ts';
import { createVerificationsRepository, type VerificationsRepository } from './repositories/verifications.ts';
import { createMemberFilesRepository, type MemberFilesRepository } from './repositories/member-files.ts';
import { createWithdrawalsRepository, type WithdrawalsRepository } from './repositories/withdrawals.ts';
import { contentClient, type TermsSource } from './clients/content.ts';
import { memberMessages, type MemberMessages } from './member-messages.ts';
import { memberFormAnswers } from './form-refusals.ts';
import { internalRoutes } from './routes/internal.ts';
// fairs: a member's logo or photo for published maker profiles
import { internalMemberImageRoutes } from './routes/internal-member-images.ts';
import { internalEligibilityRoutes, internalLevelRoutes } from './routes/internal-eligibility.ts';
import { certifyRoutes } from './routes/certify.ts';
import { signUpRoutes } from './routes/sign-up.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { profileRoutes } from './routes/profiles.ts';
import { memberFileRoutes } from './routes/member-files.ts';
import { consoleUserRoutes } from './routes/console-users.ts';
import { consoleLevelRoutes } from './routes/console-levels.ts';
import { consoleMemberAdminRoutes } from './routes/console-member-admin.ts';
import { internalMemberGroupRoutes } from './routes/internal-member-groups.ts';
import { createMemberLevelsRepository, type MemberLevelsRepository } from './repositories/member-levels.ts';
import { consoleStaffRoutes } from './routes/console-staff.ts';
import { consolePasswordRoutes } from './routes/console-password.ts';
import { createStaffRepository, type StaffRepository } from './repositories/staff.ts';
import { createEligibilityRepository, type EligibilityRepository } from './repositories/eligibility.ts';
import { createSecretBox, type SecretBox } from './two-step.ts';
import { DEFAULT_SMS_CODE_HOURLY_BUDGET } from './throttles.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
    consents: ConsentsRepository;
    verifications: VerificationsRepository;
    memberFiles: MemberFilesRepository;
    withdrawals: WithdrawalsRepository;
    memberLevels: MemberLevelsRepository;
    staff: StaffRepository;
    eligibility: EligibilityRepository;
    /** Seals TOTP secrets at rest. */
    secretBox: SecretBox;
    /** Throttle counters every instance shares (Redis when REDIS_URL is set). */
    sharedState: SharedState;
    /** Member documents, logos and photos: DATA_DIR/member-files by default. */
    fileStore: FileStore;
    publishedTerms: TermsSource;
    /** Codes and notices, through the admin service's outbox. */
    messageOutbox: MemberMessages;
    /** Administrators must set up two-step sign-in before any other console action (ADMIN_TWO_STEP_REQUIRED). */
    adminTwoStepRequired: boolean;
    /** SMS codes the whole service may send per hour (SMS_CODE_HOURLY_BUDGET). */
    smsCodeHourlyBudget: number;
    /** Keyed hash for codes, tokens and reserved usernames: a stolen table reveals none of them. */
    secretHash(value: string): string;
  }
}

/** What the users service adds to every service's options. */
export interface UsersOptions extends ServiceOptions {
  /** The content service, for the current term versions; CONTENT_URL or its port under PORT_BASE when unset. */
  contentUrl?: string;
  /** Where codes and notices go; the admin outbox at adminUrl (ADMIN_URL or its port under PORT_BASE) unless given. */
  outbox?: Outbox;
  /** Shared state for throttles; from REDIS_URL by default (memory without it). */
  sharedState?: SharedState;
  filesDir?: string;
  /** SMS codes the whole service may send per hour; SMS_CODE_HOURLY_BUDGET or DEFAULT_SMS_CODE_HOURLY_BUDGET. */
  smsCodeHourlyBudget?: number;
  /**
   * Administrators without two-step sign-in reach only its set-up page; ADMIN_TWO_STEP_REQUIRED
   * ("false" turns it off: test stacks whose admin has no authenticator), on by default.
   */
  adminTwoStepRequired?: boolean;
  /** The key that seals TOTP secrets: TWO_STEP_KEY or DATA_DIR/keys/two-step-key (see server.ts); a per-process key when unset (tests). */
  twoStepKey?: string;
}

/** Tests build the app without a key file: one random key for every instance in this process. */
const PROCESS_TWO_STEP_KEY = randomBytes(32).toString('base64url');

function smsBudgetFromEnv(value = process.env.SMS_CODE_HOURLY_BUDGET): number {
  const budget = Number(value);
  return value && Number.isInteger(budget) && budget >= 0 ? budget : DEFAULT_SMS_CODE_HOURLY_BUDGET;
}

/** Members, staff accounts and their credentials, verification codes, consents and member files. */
export async function buildApp(options: UsersOptions) {
  const app = await createServiceApp({ ...options, service: 'users', migrations });
  app.decorate('users', createUsersRepository(app.db));
  app.decorate('consents', createConsentsRepository(app.db));
  app.decorate('verifications', createVerificationsRepository(app.db));
  app.decorate('memberFiles', createMemberFilesRepository(app.db));
  app.decorate('withdrawals', createWithdrawalsRepository(app.db));
  app.decorate('memberLevels', createMemberLevelsRepository(app.db));
  app.decorate('staff', createStaffRepository(app.db));
  app.decorate('eligibility', createEligibilityRepository(app.db));
  app.decorate('secretBox', createSecretBox(options.twoStepKey ?? PROCESS_TWO_STEP_KEY, options.internalToken));

  const sharedState = options.sharedState ?? sharedStateFromEnv();
  app.decorate('sharedState', sharedState);
  // A state the caller handed in is the caller's to close (tests share one between instances).
  if (!options.sharedState) app.addHook('onClose', () => sharedState.close());
  app.decorate('adminTwoStepRequired', options.adminTwoStepRequired ?? process.env.ADMIN_TWO_STEP_REQUIRED?.trim().toLowerCase() !== 'false');
  app.decorate('smsCodeHourlyBudget', options.smsCodeHourlyBudget ?? smsBudgetFromEnv());
  app.decorate('fileStore', localFileStore(options.filesDir ?? defaultFilesDir('member-files')));
  app.decorate('publishedTerms', contentClient(options.contentUrl ?? serviceUrlFrom(process.env, 'content')));
  const outbox = options.outbox ?? outboxClient({ adminUrl: options.adminUrl ?? serviceUrlFrom(process.env, 'admin'), internalToken: options.internalToken });
  app.decorate('messageOutbox', memberMessages(outbox));
  const hashKey = createHash('sha256').update(`users-secrets:${options.internalToken}`).digest();
  app.decorate('secretHash', (value: string) => createHmac('sha256', hashKey).update(value).digest('hex'));

  await app.register(multipart, { limits: { fileSize: MEMBER_FILE_MAX_BYTES, files: 2, fields: 2, fieldSize: 64 * 1024, parts: 4 } });

  await app.register(internalRoutes);
  await app.register(internalMemberGroupRoutes);
  await app.register(internalEligibilityRoutes);
  await app.register(internalLevelRoutes);
  await app.register(internalMemberImageRoutes);
  await app.register(async (memberForms) => {
    memberFormAnswers(memberForms);
    // Codes, verification tokens and recovered usernames are one person's, though no sign-in
    // guards these forms (the kit's no-store covers /me and the console): no cache may keep them.
    await memberForms.register(async (accountForms) => {
      accountForms.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await accountForms.register(certifyRoutes);
      await accountForms.register(signUpRoutes);
      await accountForms.register(recoveryRoutes);
    });
    await memberForms.register(profileRoutes);
    await memberForms.register(memberFileRoutes);
    await memberForms.register(consoleUserRoutes);
    await memberForms.register(consoleMemberAdminRoutes);
    await memberForms.register(consoleLevelRoutes);
    await memberForms.register(consoleStaffRoutes);
    await memberForms.register(consolePasswordRoutes);
  });
  return app;
}

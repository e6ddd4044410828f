import { createServiceApp, serviceUrlFrom, type AuditRecorder, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createAuditRepository, type AuditRepository } from './repositories/audit-entries.ts';
import { createMessageRepository, type MessageRepository } from './repositories/messages.ts';
import { deliveryAdaptersFromEnv, type DeliveryAdapters } from './outbox/adapters.ts';
import { applicationsClient } from './clients/applications.ts';
import { usersClient, type MemberContacts } from './clients/users.ts';
import { memberGroupsOver, type MemberGroups } from './outbox/member-groups.ts';
import { createOutbox, type Outbox } from './outbox/outbox.ts';
import { outboxMetrics } from './outbox/metrics.ts';
import { createOutboxWorker, DEFAULT_WORKER_SETTINGS, type OutboxWorker, type WorkerSettings } from './outbox/worker.ts';
import { consoleAuditRoutes, internalAuditRoutes } from './routes/audit.ts';
import { consoleMessageRoutes, internalMessageRoutes } from './routes/messages.ts';
import { groupMessageRoutes } from './routes/group-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditRepository;
    messages: MessageRepository;
    outbox: Outbox;
    outboxWorker: OutboxWorker;
    /** The members of a staff message's group (users and applications services). */
    memberGroups: MemberGroups;
  }
}

export interface AdminOptions extends ServiceOptions {
  /** The users service, asked for a member's contact and consent (USERS_URL). */
  usersUrl?: string;
  /** Delivery per channel; from the environment (SMTP_URL, SMS_API_URL…) unless given. */
  delivery?: DeliveryAdapters;
  /** Worker timing; tests set intervalMs: 0 and run passes themselves. */
  worker?: Partial<WorkerSettings>;
  /** Where member contacts come from; the users service's internal route unless given. */
  memberContacts?: MemberContacts;
  /** The applications service, asked who is approved for a day (APPLICATIONS_URL or its port). */
  applicationsUrl?: string;
  /** Where group members come from; the users and applications services' internal routes unless given. */
  memberGroups?: MemberGroups;
}

/** What belongs to staff alone: the audit log and the message outbox; dashboard and password change follow. */
export async function buildApp(options: AdminOptions) {
  // The admin service records its own console writes directly, once its repository exists.
  // eslint-disable-next-line prefer-const -- recordAudit reads it before createServiceApp returns the db it is made from
  let audit: AuditRepository | undefined;
  const recordAudit: AuditRecorder = async (entry) => {
    await audit?.record(entry);
  };
  const app = await createServiceApp({ ...options, service: 'admin', migrations, recordAudit });
  audit = createAuditRepository(app.db);
  app.decorate('audit', audit);

  const messages = createMessageRepository(app.db, app.clock);
  const delivery = options.delivery ?? deliveryAdaptersFromEnv(process.env, (entry, text) => app.log.info(entry, text));
  const users = usersClient({ baseUrl: options.usersUrl ?? serviceUrlFrom(process.env, 'users'), internalToken: options.internalToken });
  const memberContacts = options.memberContacts ?? users.contactOf;
  const metrics = outboxMetrics(app.metrics, messages, app.clock, app.log);
  const worker = createOutboxWorker({
    onFailure: metrics.failed,
    messages,
    adapters: delivery,
    contacts: memberContacts,
    clock: app.clock,
    settings: { ...DEFAULT_WORKER_SETTINGS, ...options.worker },
    log: app.log,
  });
  const applications = applicationsClient({ baseUrl: options.applicationsUrl ?? serviceUrlFrom(process.env, 'applications'), internalToken: options.internalToken });
  app.decorate('memberGroups', options.memberGroups ?? memberGroupsOver({ users, applications }));
  app.decorate('messages', messages);
  app.decorate('outboxWorker', worker);
  app.decorate('outbox', createOutbox({ messages, contacts: memberContacts, clock: app.clock, written: () => worker.wake() }));
  app.addHook('onReady', async () => worker.start());
  // preClose runs before the database is closed: the pass in flight finishes first.
  app.addHook('preClose', async () => {
    await worker.stop();
  });
  app.addHook('onClose', async () => {
    if (!options.delivery) for (const adapter of new Set(Object.values(delivery))) adapter.close?.();
  });

  await app.register(internalAuditRoutes);
  await app.register(consoleAuditRoutes);
  await app.register(internalMessageRoutes);
  await app.register(consoleMessageRoutes);
  await app.register(groupMessageRoutes);
  return app;
}

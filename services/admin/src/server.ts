import { runService } from '@centre/server-kit';
import { buildApp } from './app.ts';

// USERS_URL is set by the launcher (infra/stack.ts); the outbox asks it for members' contacts.
await runService('admin', (options) => buildApp({ ...options, ...(process.env.USERS_URL ? { usersUrl: process.env.USERS_URL } : {}) }));

import type { ServiceName } from '@centre/server-kit';

/** One proxied URL prefix and the service that owns the resource behind it. */
export interface ProxiedPrefix {
  prefix: `/api/${string}`;
  service: ServiceName;
}

/**
 * Which service owns which API prefix. The gateway forwards the path unchanged: services mount
 * their routes under the same prefixes. /internal/* is deliberately absent: it is never proxied.
 */
export const ROUTES_TABLE: readonly ProxiedPrefix[] = [
  { prefix: '/api/v1/center', service: 'content' },
  { prefix: '/api/v1/space', service: 'content' },
  { prefix: '/api/v1/equipment', service: 'content' },
  { prefix: '/api/v1/education', service: 'content' },
  { prefix: '/api/v1/gallery', service: 'content' },
  { prefix: '/api/v1/banners', service: 'content' },
  { prefix: '/api/v1/popups', service: 'content' },
  { prefix: '/api/v1/setting', service: 'content' },
  { prefix: '/api/v1/terms', service: 'content' },
  { prefix: '/api/v1/boards', service: 'content' },
  { prefix: '/api/v1/forms', service: 'content' },
  { prefix: '/api/v1/editor', service: 'content' },
  { prefix: '/api/v1/files', service: 'content' },
  { prefix: '/api/v1/me/inquires', service: 'content' },
  { prefix: '/api/console/center', service: 'content' },
  { prefix: '/api/console/space', service: 'content' },
  { prefix: '/api/console/equipment', service: 'content' },
  { prefix: '/api/console/education', service: 'content' },
  { prefix: '/api/console/gallery', service: 'content' },
  { prefix: '/api/console/banners', service: 'content' },
  { prefix: '/api/console/popups', service: 'content' },
  { prefix: '/api/console/setting', service: 'content' },
  { prefix: '/api/console/terms', service: 'content' },
  { prefix: '/api/console/boards', service: 'content' },
  { prefix: '/api/console/forms', service: 'content' },
  { prefix: '/api/console/files', service: 'content' },

  { prefix: '/api/v1/apply', service: 'applications' },
  { prefix: '/api/v1/schedule', service: 'applications' },
  { prefix: '/api/v1/me/applications', service: 'applications' },
  { prefix: '/api/console/apply', service: 'applications' },
  { prefix: '/api/console/schedule', service: 'applications' },
  { prefix: '/api/console/statistics', service: 'applications' },

  { prefix: '/api/v1/users', service: 'users' },
  { prefix: '/api/v1/me/profile', service: 'users' },
  { prefix: '/api/v1/me/withdraw', service: 'users' },
  { prefix: '/api/v1/me/password', service: 'users' },
  { prefix: '/api/v1/me/consents', service: 'users' },
  { prefix: '/api/v1/me/files', service: 'users' },
  { prefix: '/api/console/users', service: 'users' },
  { prefix: '/api/console/levels', service: 'users' },
  { prefix: '/api/console/staff', service: 'users' },
  { prefix: '/api/console/password', service: 'users' },

  { prefix: '/api/console/dashboard', service: 'admin' },
  { prefix: '/api/console/messages', service: 'admin' },
  { prefix: '/api/console/audit', service: 'admin' },
];

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
  { prefix: '/api/v1/me/contact-messages', service: 'content' },
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

  { prefix: '/api/v1/shop', service: 'shop' },
  { prefix: '/api/v1/me/products', service: 'shop' },
  { prefix: '/api/v1/me/carts', service: 'shop' },
  { prefix: '/api/v1/me/orders', service: 'shop' },
  { prefix: '/api/v1/me/purchases', service: 'shop' },
  { prefix: '/api/v1/me/points', service: 'shop' },
  { prefix: '/api/v1/me/coupons', service: 'shop' },
  { prefix: '/api/v1/me/reviews', service: 'shop' },
  { prefix: '/api/v1/me/likes', service: 'shop' },
  { prefix: '/api/v1/me/bookmarks', service: 'shop' },
  { prefix: '/api/v1/me/seller-profile', service: 'shop' },
  { prefix: '/api/console/shop', service: 'shop' },
  // The shop's sales figures; the applications service answers the rest of /statistics (use of rooms).
  { prefix: '/api/console/statistics/shop', service: 'shop' },

  { prefix: '/api/v1/fairs', service: 'fairs' },
  { prefix: '/api/v1/makers', service: 'fairs' },
  { prefix: '/api/v1/me/fairs', service: 'fairs' },
  { prefix: '/api/v1/me/introductions', service: 'fairs' },
  { prefix: '/api/v1/me/matchings', service: 'fairs' },
  { prefix: '/api/v1/me/schedules', service: 'fairs' },
  { prefix: '/api/console/fairs', service: 'fairs' },
  { prefix: '/api/console/matchings', service: 'fairs' },
  { prefix: '/api/console/introductions', service: 'fairs' },

  { prefix: '/api/v1/auction', service: 'auction' },
  { prefix: '/api/v1/me/bids', service: 'auction' },
  { prefix: '/api/console/auction', service: 'auction' },

  // Advice and practice sessions (issue 27), booked in the applications service.
  { prefix: '/api/v1/lawyers', service: 'applications' },
  { prefix: '/api/v1/practices', service: 'applications' },
  { prefix: '/api/v1/me/practices', service: 'applications' },
  { prefix: '/api/v1/me/consultations', service: 'applications' },
  { prefix: '/api/console/practices', service: 'applications' },
  { prefix: '/api/console/advice', service: 'applications' },
  // Contact messages (issue 27, content service): visitors and members write to the centre or a maker.
  { prefix: '/api/v1/message', service: 'content' },
];

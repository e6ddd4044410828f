import type { Migration } from '@centre/server-kit';

/** The auction service's schema, in order; a released migration is never renamed or edited. */
export const migrations: readonly Migration[] = [];

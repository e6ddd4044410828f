// The API contract: every request and response shape, and the spec's enumerations and rules.
export * from './enums.ts';
export * from './rules.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './center.ts';
export * from './credentials.ts';
export * from './users.ts';
export * from './applications.ts';
export * from './audit.ts';
export * from './collections.ts';
export * from './facilities.ts';
export * from './education.ts';
export * from './gallery.ts';
export * from './site.ts';

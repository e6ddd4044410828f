// What every Fastify process of the platform shares.
export * from './config.ts';
export * from './keys.ts';
export * from './ids.ts';
export * from './database.ts';
export * from './migrations.ts';
export * from './locale.ts';
export * from './pagination.ts';
export * from './errors.ts';
export * from './authorisation.ts';
export * from './health.ts';
export * from './audit.ts';
export * from './app.ts';
export * from './server.ts';
export * from './http-cache.ts';
export { Type, type Static } from 'typebox';
export type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

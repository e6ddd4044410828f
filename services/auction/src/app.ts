import { createServiceApp, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';

export type AuctionOptions = ServiceOptions;

/** Exhibitions and the auction of designers' works: authors, programs, halls, works, bids. */
export async function buildApp(options: AuctionOptions) {
  const app = await createServiceApp({ ...options, service: 'auction', migrations });
  return app;
}

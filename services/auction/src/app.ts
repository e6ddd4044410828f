import { createServiceApp, startClockTimer, defaultFilesDir, localFileStore, serviceUrlFrom, type FileStore, type Outbox, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createAuthorsRepository, type AuthorsRepository } from './repositories/authors.ts';
import { createProgramsRepository, type ProgramsRepository } from './repositories/programs.ts';
import { createWorksRepository, type WorksRepository } from './repositories/works.ts';
import { createBiddersRepository, type BiddersRepository } from './repositories/bidders.ts';
import { createBidsRepository, type BidsRepository } from './repositories/bids.ts';
import { auctionMessages, auctionOutbox, type AuctionMessages } from './messages.ts';
import { closeLot } from './closing.ts';
import { SCHEDULER_INTERVAL_MS, scheduler, type Scheduler } from './scheduler.ts';
import { publicAuctionRoutes } from './routes/public.ts';
import { bidRoutes } from './routes/bids.ts';
import { consoleAuctionRoutes } from './routes/console.ts';
import { createPaymentsRepository, type PaymentsRepository } from './repositories/payments.ts';
import { shopClient, type ShopOrders } from './clients/shop.ts';
import { syncPayments } from './payments.ts';
import { consolePaymentRoutes, internalWinRoutes } from './routes/payments.ts';
import { hallOrderRoutes } from './routes/hall-order.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authors: AuthorsRepository;
    programs: ProgramsRepository;
    works: WorksRepository;
    bidders: BiddersRepository;
    bids: BidsRepository;
    /** Pictures of authors and works. */
    auctionFiles: FileStore;
    /** Outbid and won messages, through the admin outbox. */
    auctionMessages: AuctionMessages;
    /** Closing lots as their time passes. */
    auctionClock: Scheduler;
    /** Wins' payment through the shop, and offers to the next bidder. */
    payments: PaymentsRepository;
    /** The shop's orders paying for wins. */
    shopOrders: ShopOrders;
  }
}

export interface AuctionOptions extends ServiceOptions {
  /** Where pictures are kept; DATA_DIR/auction-files when unset. */
  filesDir?: string;
  /** Where messages go; the admin outbox at adminUrl unless given. */
  outbox?: Outbox;
  /** Whether this instance closes lots on a timer; default true (tests tick by hand). */
  clockTimer?: boolean;
  /** The shop's orders (internal); SHOP_URL or its default port when unset. */
  shopOrders?: ShopOrders;
}

/** Exhibitions and the auction of designers' works: authors, programs, halls, works, bids. */
export async function buildApp(options: AuctionOptions) {
  const app = await createServiceApp({ ...options, service: 'auction', migrations });
  // Every repository once, here; routes and use cases use these.
  app.decorate('authors', createAuthorsRepository(app.db));
  app.decorate('programs', createProgramsRepository(app.db));
  app.decorate('works', createWorksRepository(app.db));
  app.decorate('bidders', createBiddersRepository(app.db));
  app.decorate('bids', createBidsRepository(app.db));
  app.decorate('auctionFiles', localFileStore(options.filesDir ?? defaultFilesDir('auction-files')));
  app.decorate('auctionMessages', auctionMessages({ outbox: options.outbox ?? auctionOutbox(options.adminUrl, options.internalToken), bidders: app.bidders, log: app.log }));
  // Messages under way finish before the database closes.
  app.addHook('preClose', async () => app.auctionMessages.settled());
  app.decorate('payments', createPaymentsRepository(app.db));
  app.decorate('shopOrders', options.shopOrders ?? shopClient({ baseUrl: serviceUrlFrom(process.env, 'shop'), internalToken: options.internalToken }));
  app.decorate('auctionClock', scheduler({ dueToClose: () => app.bids.dueToClose(app.clock.now()), close: (workId) => closeLot(app, workId), syncPayments: () => syncPayments(app, null), log: app.log }));
  if (options.clockTimer ?? true) startClockTimer(app, () => app.auctionClock.tick(), SCHEDULER_INTERVAL_MS);
  await app.register(publicAuctionRoutes);
  await app.register(bidRoutes);
  await app.register(consoleAuctionRoutes);
  await app.register(consolePaymentRoutes);
  await app.register(internalWinRoutes);
  await app.register(hallOrderRoutes);
  return app;
}

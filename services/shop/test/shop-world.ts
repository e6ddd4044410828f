// What the shop tests share: the shop app on the database under test with the REAL users service
// (members and their reviewed business registrations, asked through its eligibility route) and
// the REAL admin service (its outbox keeps the messages) listening beside it, on one clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import type { ProductInput } from '@centre/contracts';
import { controllableClock, createSharedState, type DatabaseConfig } from '@centre/server-kit';
import { bearer, freshDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp as buildUsers } from '../../users/src/app.ts';
import { buildApp as buildAdmin } from '../../admin/src/app.ts';
import { logAdapter } from '../../admin/src/outbox/adapters.ts';
import { buildApp, type ShopOptions } from '../src/app.ts';

export const STAFF_ID = '0190a5a0-0000-7000-8000-00000000bbbb';
export const STAFF = () => bearer(signAccessToken({ sub: STAFF_ID, scope: ['member', 'console'], role: 'SHOP_STAFF' }));

/** Tuesday 24 November 2026, 11:00 in Seoul. */
export const NOW = '2026-11-24T02:00:00.000Z';

/** A Korean delivery address every buying test uses. */
export const ADDRESS = { kind: 'KR', recipient: '김구매', phone: '01012345678', postcode: '02580', roadAddress: '서울특별시 동대문구 천호대로 1', detail: '' } as const;

/** A seller's legally required card (the business number's check digit is valid; it is nobody's). */
export const SELLER_CARD = { tradeName: '답십리공방', representative: '김대표', businessNumber: '123-45-67891', mailOrderNumber: '2026-서울동대문-0123', address: '서울특별시 동대문구 천호대로 1', phone: '02-123-4567', email: 'seller@example.org' } as const;

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface Member {
  id: string;
  headers: Record<string, string>;
}

let counter = 0;

export function productInput(categoryId: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    categoryId,
    title: { ko: '린넨 앞치마', en: 'Linen apron', cn: '亚麻围裙', jp: 'リネンエプロン' },
    description: { ko: '<p>답십리에서 만든 앞치마</p>', en: '', cn: '', jp: '' },
    price: 25_000,
    options: [{ size: 'FREE', colour: '베이지', stock: 10 }],
    shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: 50_000, pickupSite: null },
    ...overrides,
  };
}

export async function shopWorld(t: Test, database: DatabaseConfig, options: Partial<ShopOptions> & { clock?: ReturnType<typeof controllableClock> } = {}) {
  const clock = options.clock ?? controllableClock(NOW);
  const usersDb = await freshDatabase('sqlite', 'shop-users');
  t.teardown(() => usersDb.dispose());
  const adminDb = await freshDatabase('sqlite', 'shop-admin');
  t.teardown(() => adminDb.dispose());
  const dir = mkdtempSync(path.join(tmpdir(), 'centre-shop-members-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const sharedState = createSharedState({ prefix: `shop-test-${process.pid}:` });
  t.teardown(() => sharedState.close());
  const users = await buildUsers({ ...serviceOptionsForTest(usersDb.config, 'users'), clock, sharedState, filesDir: dir, contentUrl: 'http://127.0.0.1:9' });
  t.teardown(() => users.close());
  const usersUrl = await listen(users);

  // The outbox asks the users service where a member's messages go.
  const admin = await buildAdmin({ ...serviceOptionsForTest(adminDb.config, 'admin'), usersUrl, clock, delivery: { EMAIL: logAdapter(), SMS: logAdapter() }, worker: { intervalMs: 0 } });
  t.teardown(() => admin.close());
  const adminUrl = await listen(admin);

  // The clock is ticked by hand (world.app.shopClock.tick()), never by a timer.
  const shopFiles = mkdtempSync(path.join(tmpdir(), 'centre-shop-files-'));
  t.teardown(() => rmSync(shopFiles, { recursive: true, force: true }));
  // The public cache's generation in this process's memory unless a test gives a state (never REDIS_URL's default keys).
  const shopOptions: ShopOptions = { ...serviceOptionsForTest(database, 'shop'), usersUrl, adminUrl, clock, clockTimer: false, filesDir: shopFiles, publicCache: { sharedState }, ...options };
  const app = await buildApp(shopOptions);
  t.teardown(() => app.close());
  await app.ready();

  const world = {
    app,
    users,
    admin,
    clock,
    shopOptions,

    /** A member in good standing; a seller when `registration` is APPROVED (with their seller card unless `card: false`). */
    async member(registration?: 'APPROVED' | 'WAITING' | 'REJECTED', { card = true }: { card?: boolean } = {}): Promise<Member> {
      counter += 1;
      const username = `shop${counter}x${process.pid % 1000}`;
      const user = await users.users.create({
        username,
        passwordHash: 'x',
        name: `상점회원${counter}`,
        email: `${username}@example.org`,
        phone: `010${String(20_000_000 + counter).slice(-8)}`,
        memberType: registration ? 'COMPANY' : 'PERSON',
        memberKind: registration ? 'DOMESTIC_INSTITUTION' : 'DOMESTIC_PRIVATE',
        locale: 'ko',
        scopes: ['member'],
      });
      if (registration) {
        const at = clock.now().toISOString();
        const { file } = await users.memberFiles.put(user.id, { kind: 'BUSINESS_REGISTRATION', storedName: `${username}.pdf`, originalName: 'reg.pdf', contentType: 'application/pdf', size: 10 }, at);
        if (registration !== 'WAITING') await users.memberFiles.review(user.id, file._id, { state: registration, validUntil: null, note: null }, at);
      }
      const member = { id: user.id, headers: bearer(signAccessToken({ sub: user.id, username, scope: ['member'] })) };
      if (registration === 'APPROVED' && card) {
        const saved = await app.inject({ method: 'PUT', url: '/api/v1/me/seller-profile', headers: member.headers, payload: { ...SELLER_CARD, tradeName: `${SELLER_CARD.tradeName} ${counter}` } });
        if (saved.statusCode !== 200) throw new Error(`seller card not saved: ${saved.body}`);
      }
      return member;
    },

    async category(title = '의류', parentId: string | null = null): Promise<string> {
      const answer = await app.inject({ method: 'POST', url: '/api/console/shop/categories', headers: STAFF(), payload: { parentId, position: counter++, title: { ko: title, en: `${title} (en)`, cn: '', jp: '' } } });
      if (answer.statusCode !== 201) throw new Error(`category not created: ${answer.body}`);
      return answer.json().category._id as string;
    },

    /** Staff set the centre's deposit account (orders need it). */
    async depositAccount(): Promise<void> {
      const answer = await app.inject({ method: 'PUT', url: '/api/console/shop/settings', headers: STAFF(), payload: { bank: '신한은행', accountNumber: '140-012-345678', holder: '패션봉제지원센터' } });
      if (answer.statusCode !== 200) throw new Error(`settings not saved: ${answer.body}`);
    },

    /** Messages the outbox took for a member, by template. */
    async messagesTo(memberId: string): Promise<string[]> {
      await app.shopMessages.settled();
      return ((await admin.db('messages').select('template').where({ member_id: memberId }).orderBy('created_at')) as Array<{ template: string }>).map((row) => row.template);
    },

    /** A product listed by `seller`, submitted and approved by staff: on sale. */
    async productOnSale(seller: Member, input: ProductInput): Promise<{ id: string; optionIds: string[] }> {
      const created = await app.inject({ method: 'POST', url: '/api/v1/me/products', headers: seller.headers, payload: input });
      if (created.statusCode !== 201) throw new Error(`product not created: ${created.body}`);
      const id = created.json()._id as string;
      await app.inject({ method: 'POST', url: `/api/v1/me/products/${id}/submit`, headers: seller.headers });
      const approved = await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/approve`, headers: STAFF() });
      if (approved.statusCode !== 200) throw new Error(`product not approved: ${approved.body}`);
      return { id, optionIds: (approved.json().product.options as Array<{ _id: string }>).map((option) => option._id) };
    },

    /** The shop instances a race test fires at: this one, and on MySQL a second one on the same database. */
    async instances(): Promise<FastifyInstance[]> {
      if (database.client !== 'mysql') return [app];
      const second = await buildApp(shopOptions);
      t.teardown(() => second.close());
      return [app, second];
    },
  };
  return world;
}

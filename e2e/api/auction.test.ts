// The auction through the real gateway and real processes, on the demo data: the demo program's
// hall, two demo members registering and bidding against each other (one with a maximum), the
// work polled with ETag, my bids, and staff reading the bids with full names.
import t from 'tap';
import { AUCTION_ORDER_PATH, consoleOfferNextPath, sealedBasicHeader } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { STAFF_PASSWORD, startTestStack, JOURNEY_SERVICES } from './stack.ts';

const stack = await startTestStack(t, 'auction', {}, [...JOURNEY_SERVICES, 'auction', 'shop']);
const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);

async function tokenOf(username: string, password: string): Promise<Record<string, string>> {
  const refresh = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader(username, password) } });
  const { data } = await refresh.json();
  const access = await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${data.refreshToken}` } });
  return { authorization: `Bearer ${(await access.json()).data.accessToken}` };
}
const send = (method: string, body: unknown, headers: Record<string, string>) => ({ method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

t.test('two demo members bid against each other on the demo program, through the gateway', async (t) => {
  const sewing = await tokenOf('sewing01', DEMO_MEMBER_PASSWORD);
  const tokyo = await tokenOf('tokyo2024', DEMO_MEMBER_PASSWORD);
  const staff = await tokenOf('admin', STAFF_PASSWORD);

  const programs = await (await api('/api/v1/auction/programs?status=IN_PROGRESS')).json();
  const program = programs.programs[0];
  t.ok(program, 'the demo program is in progress');
  const hall = await (await api(`/api/v1/auction/halls/${program.halls[0]._id}`, { headers: { 'accept-language': 'en' } })).json();
  const work = hall.works.find((item: { title: string }) => item.title === 'Upcycled denim tote');
  t.ok(work, 'the hall shows its works in the reader\'s language');

  const bidsPath = `/api/v1/auction/works/${work._id}/bids`;
  const unregistered = await api(bidsPath, send('POST', { amount: 20_000 }, sewing));
  t.equal(unregistered.status, 403);
  t.equal((await unregistered.json()).code, 'NOT_REGISTERED');
  for (const member of [sewing, tokyo]) {
    t.equal((await api(`/api/v1/auction/programs/${program._id}/registration`, send('PUT', { acceptTerms: true }, member))).status, 200);
  }

  const polled = await api(`/api/v1/auction/works/${work._id}`);
  const tag = polled.headers.get('etag')!;
  t.ok(polled.headers.get('x-server-time'), 'the server time comes with the work');
  t.equal((await api(`/api/v1/auction/works/${work._id}`, { headers: { 'if-none-match': tag } })).status, 304);

  const proxy = await (await api(bidsPath, send('POST', { maximum: 40_000 }, sewing))).json();
  t.match(proxy, { leading: true, lot: { currentPrice: 20_000 } });
  const answer = await (await api(bidsPath, send('POST', { amount: 25_000 }, tokyo))).json();
  t.match(answer, { leading: false, lot: { currentPrice: 26_000 } }, 'outbid at once by the maximum');
  const over = await api(bidsPath, send('POST', { amount: 45_000 }, tokyo));
  t.equal(over.status, 201);
  t.match(await over.json(), { leading: true, lot: { currentPrice: 45_000 } });

  const changed = await api(`/api/v1/auction/works/${work._id}`, { headers: { 'if-none-match': tag } });
  t.equal(changed.status, 200, 'a bid changes what the poll sees');

  const history = await (await api(bidsPath)).json();
  t.match(history.bids[0].bidder, /^\S\S\*\*\*\S+$/);
  t.notOk(JSON.stringify(history).includes('tokyo2024'), 'names are masked');
  const mine = await (await api('/api/v1/me/bids', { headers: sewing })).json();
  t.match(mine.bids.find((bid: { work: { _id: string } }) => bid.work._id === work._id), { standing: 'OUTBID' });
  t.equal((await api('/api/v1/me/bids')).status, 401);

  const consoleBids = await (await api(`/api/console/auction/bids?workId=${work._id}`, { headers: staff })).json();
  t.ok(consoleBids.bids.some((bid: { username: string }) => bid.username === 'tokyo2024'), 'staff see who bid');
  t.equal((await api(`/api/console/auction/bids?workId=${work._id}`, { headers: sewing })).status, 403);
});

t.test('paying for a win goes through the shop, which asks the auction (real processes, their own internal tokens)', async (t) => {
  const sewing = await tokenOf('sewing01', DEMO_MEMBER_PASSWORD);
  const staff = await tokenOf('admin', STAFF_PASSWORD);
  const works = await (await api('/api/v1/auction/works?limit=50', { headers: { 'accept-language': 'en' } })).json();
  const work = works.works.find((item: { title: string }) => item.title === 'Quilted vest');
  t.ok(work, 'a demo work');
  const ordered = await api(AUCTION_ORDER_PATH, send('POST', { workId: work._id, address: null, pickupSite: 'YONGSIN', paymentMethod: 'BANK_DEPOSIT' }, { ...sewing, 'accept-language': 'ja' }));
  t.equal(ordered.status, 404, 'a work the member did not win');
  t.match(await ordered.json(), { code: 'WIN_NOT_FOUND', message: '落札した作品ではありません。' }, 'the auction\'s answer, in the member\'s language, through the shop');
  t.equal((await api(AUCTION_ORDER_PATH, send('POST', { workId: work._id, address: null, pickupSite: 'YONGSIN', paymentMethod: 'BANK_DEPOSIT', total: 1 }, sewing))).status, 400, 'strict body');
  t.equal((await api(consoleOfferNextPath(work._id), { method: 'POST', headers: sewing })).status, 403, 'members cannot offer wins on');
  const notUnpaid = await api(consoleOfferNextPath(work._id), { method: 'POST', headers: staff });
  t.equal(notUnpaid.status, 409);
  t.equal((await notUnpaid.json()).code, 'NOT_UNPAID', 'an open lot has no unpaid win');
});

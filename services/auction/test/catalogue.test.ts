// The catalogue: staff write authors, programs with halls, works and pictures in the console;
// readers see published ones only, in their language, hall works in program order; the reserve
// is never shown.
import t from 'tap';
import { bearer, forEachDatabase, signAccessToken } from '@centre/server-kit/testing';
import { auctionWorld, member, programInput, STAFF, text } from './auction-world.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(content: Buffer, filename: string) {
  const boundary = '----auction-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { ...STAFF(), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

await forEachDatabase(t, 'auction_catalogue', async (t, database) => {
  const world = await auctionWorld(t, database);
  const { app } = world;

  t.test('staff build a program with a hall, an author and works; readers see it in their language', async (t) => {
    const { programId, hallId } = await world.program();
    const authorId = await world.author();
    const second = await world.work(programId, hallId, authorId, { title: text('두 번째'), hallOrder: 2, reservePrice: 50_000, buyNowPrice: 300_000 });
    const first = await world.work(programId, hallId, authorId, { title: text('첫 번째'), hallOrder: 1 });
    await world.work(programId, hallId, authorId, { title: text('비공개'), hallOrder: 3, published: false });

    const hall = await app.inject({ url: `/api/v1/auction/halls/${hallId}`, headers: { 'accept-language': 'en' } });
    t.equal(hall.statusCode, 200);
    const body = hall.json();
    t.same(body.works.map((work: { _id: string }) => work._id), [first, second], 'published works in program order');
    t.equal(body.works[0].title, '첫 번째 (en)', 'in the reader\'s language');
    t.equal(body.works[0].author.links[0].type, 'instagram');
    t.equal(body.program.status, 'IN_PROGRESS');
    t.ok(body.serverTime);
    t.notOk(JSON.stringify(body).includes('reservePrice'), 'the reserve is never shown');
    t.match(body.works[1].lot, { hasReserve: true, reserveMet: false, buyNowPrice: 300_000, buyNowAvailable: true, open: true, nextAmount: 10_000 });

    t.equal((await app.inject({ url: '/api/v1/auction/works?offset=250' })).statusCode, 200, 'a deep page reads too');
    t.equal((await app.inject({ url: '/api/console/auction/works?offset=250', headers: STAFF() })).statusCode, 200);
    const works = await app.inject({ url: `/api/v1/auction/works?programId=${programId}` });
    t.equal(works.json().summary.total, 2);
    t.equal((await app.inject({ url: `/api/v1/auction/works/${first}` })).statusCode, 200);
    t.equal((await app.inject({ url: `/api/v1/auction/programs/${programId}` })).json().program.halls.length, 1);

    // Unpublished: gone for readers, still there for staff.
    const input = programInput({ published: false });
    input.halls[0] = { ...input.halls[0]!, _id: hallId };
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/auction/programs/${programId}`, headers: STAFF(), payload: input })).statusCode, 200);
    t.equal((await app.inject({ url: `/api/v1/auction/programs/${programId}` })).statusCode, 404);
    t.equal((await app.inject({ url: `/api/v1/auction/works/${first}` })).statusCode, 404);
    t.equal((await app.inject({ url: `/api/v1/auction/halls/${hallId}` })).statusCode, 404);
    t.equal((await app.inject({ url: `/api/console/auction/works/${first}`, headers: STAFF() })).json().work.reservePrice, null);
  });

  t.test('program status follows the clock', async (t) => {
    const planned = await world.program({ periodFrom: '2026-12-10', periodTo: '2026-12-20', biddingOpensAt: '2026-12-10T00:00:00.000Z', biddingClosesAt: '2026-12-19T00:00:00.000Z' }, { hardCloseAt: '2026-12-19T01:00:00.000Z' });
    const closed = await world.program({ periodFrom: '2026-10-01', periodTo: '2026-10-05', biddingOpensAt: '2026-10-01T00:00:00.000Z', biddingClosesAt: '2026-10-05T00:00:00.000Z' }, { hardCloseAt: '2026-10-05T01:00:00.000Z' });
    const status = async (id: string) => (await app.inject({ url: `/api/v1/auction/programs/${id}` })).json().program.status;
    t.equal(await status(planned.programId), 'PLANNED');
    t.equal(await status(closed.programId), 'CLOSED');
    const list = await app.inject({ url: '/api/v1/auction/programs?status=PLANNED' });
    t.ok(list.json().programs.some((program: { _id: string }) => program._id === planned.programId));
    t.notOk(list.json().programs.some((program: { _id: string }) => program._id === closed.programId));
  });

  t.test('bad input is refused with a code, nothing written', async (t) => {
    const before = await app.db('auction_programs').count({ n: '*' });
    const badWindow = await app.inject({ method: 'POST', url: '/api/console/auction/programs', headers: { ...STAFF(), 'accept-language': 'ko' }, payload: programInput({ biddingClosesAt: '2026-11-27T10:00:00.000Z' }) });
    t.equal(badWindow.statusCode, 400);
    t.equal(badWindow.json().code, 'BAD_PROGRAM');
    t.match(badWindow.json().message, /입찰/);
    const unknown = await app.inject({ method: 'POST', url: '/api/console/auction/programs', headers: STAFF(), payload: { ...programInput(), extra: 1 } });
    t.equal(unknown.statusCode, 400);
    const badLink = await app.inject({ method: 'POST', url: '/api/console/auction/authors', headers: STAFF(), payload: { name: text('x'), photo: null, biography: text(''), links: [{ type: 'tiktok', url: 'https://x' }], memberId: null } });
    t.equal(badLink.statusCode, 400);
    t.same(await app.db('auction_programs').count({ n: '*' }), before);
    const { programId, hallId } = await world.program();
    const authorId = await world.author();
    const absurd = await app.inject({ method: 'POST', url: '/api/console/auction/works', headers: STAFF(), payload: world.workInput(programId, hallId, authorId, { startPrice: 9_000_000_000 }) });
    t.equal(absurd.statusCode, 400);
    const badBuyNow = await app.inject({ method: 'POST', url: '/api/console/auction/works', headers: STAFF(), payload: world.workInput(programId, hallId, authorId, { buyNowPrice: 5000 }) });
    t.equal(badBuyNow.json().code, 'BAD_WORK');
    const workId = await world.work(programId, hallId, authorId);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/auction/authors/${authorId}`, headers: STAFF() })).json().code, 'IN_USE');
    const input = programInput();
    input.halls = [{ name: text('새 전시실'), kind: 'ONLINE', place: text('') }];
    const dropHall = await app.inject({ method: 'PUT', url: `/api/console/auction/programs/${programId}`, headers: STAFF(), payload: input });
    t.equal(dropHall.json().code, 'HALL_IN_USE');
    t.equal((await app.db('auction_halls').where({ program_id: programId })).length, 1, 'the hall stays, no new hall written');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/auction/works/${workId}`, headers: STAFF() })).statusCode, 204);
  });

  t.test('pictures: stored by their bytes, served back; other types refused', async (t) => {
    const stored = await app.inject({ method: 'POST', url: '/api/console/auction/files', ...multipart(PNG, 'a.png') });
    t.equal(stored.statusCode, 201);
    const url = stored.json().file.url as string;
    t.match(url, /^\/api\/v1\/auction\/files\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ url });
    t.equal(served.statusCode, 200);
    t.equal(served.headers['content-type'], 'image/png');
    const html = await app.inject({ method: 'POST', url: '/api/console/auction/files', ...multipart(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png') });
    t.equal(html.statusCode, 415);
  });

  t.test('the console is staff only, and only for roles with the auction', async (t) => {
    t.equal((await app.inject({ url: '/api/console/auction/works' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/auction/works', headers: member().headers })).statusCode, 403);
    const editor = bearer(signAccessToken({ scope: ['member', 'console'], role: 'CONTENT_EDITOR' }));
    t.equal((await app.inject({ url: '/api/console/auction/works', headers: editor })).statusCode, 403);
    t.equal((await app.inject({ url: '/api/console/auction/works', headers: STAFF() })).statusCode, 200);
  });
});

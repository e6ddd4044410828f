// A member who withdraws no longer gets their calendar feed: the feed asks the users service (the
// real one here) whether its member is still a member each time it is read.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { placeApplication, windowWithUnits } from './review-fixtures.ts';
import { applyWorld } from './apply-world.ts';

await forEachDatabase(t, 'calendar_withdrawal', async (t, database) => {
  const world = await applyWorld(t, database);
  const { app, users } = world;

  t.test('withdrawal ends the feed: 404, and the address is revoked', async (t) => {
    const { units } = await windowWithUnits(app);
    const leaving = await world.maker();
    const staying = await world.maker();
    for (const maker of [leaving, staying]) await placeApplication(app.db, units[0]!.id, { status: 'APPROVED', memberId: maker.id });
    const feedOf = async (maker: { headers: Record<string, string> }) => new URL((await app.inject({ method: 'POST', url: '/api/v1/me/applications/ical', headers: maker.headers })).json().ical.url).pathname;
    const [leavingFeed, stayingFeed] = [await feedOf(leaving), await feedOf(staying)];
    t.equal((await app.inject({ url: leavingFeed })).statusCode, 200, 'a member reads their feed');

    t.ok(await users.users.anonymise(leaving.id, new Date().toISOString()), 'the member withdraws');
    const gone = await app.inject({ url: leavingFeed });
    t.equal(gone.statusCode, 404);
    t.notMatch(gone.body, /BEGIN:VCALENDAR/);
    t.same(await app.db('ical_tokens').where({ member_id: leaving.id }), [], 'the address is revoked for good');
    t.equal((await app.inject({ url: stayingFeed })).statusCode, 200, 'other members keep theirs');
  });
});

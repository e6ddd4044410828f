import { APPLY_PATHS, APPLICATION_REVIEW_PATHS, ErrorResponse, IcalFeedParams, IcalTokenAnswer, IcalTokenStatus } from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { calendarFeed } from '../calendar-feed.ts';
import { addDays, seoulDate } from '@centre/contracts';

/** How far back the feed reaches: recent bookings stay in the maker's calendar for a while. */
const FEED_HISTORY_DAYS = 90;

export interface CalendarFeedRoutesOptions {
  /** The site's public origin: the feed's address is written from it, never from the Host header. */
  publicOrigin: string;
}

const FEED_NOT_FOUND = 'This calendar address does not exist or was revoked.';

/** The feed's address: the contract's `/apply/ical/{token}.ics`. */
const feedUrl = (origin: string, token: string) => `${origin}${APPLY_PATHS.icalFeed(token)}`;

/**
 * A member's private, revocable iCal address (member token; the contract's `/ical` path and the
 * issue's `/calendar` path are the same routes), and the feed itself, opened by the token alone.
 */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox<CalendarFeedRoutesOptions> = async (app, options) => {
  for (const path of [APPLY_PATHS.myIcal, APPLICATION_REVIEW_PATHS.myCalendar]) {
    app.get(path, { schema: { response: { 200: IcalTokenStatus } } }, async (request) => ({ ical: await app.calendarFeeds.status(request.user.sub) }));

    // Creates the address, or replaces it (the old one stops working): answered once, never again.
    app.post(path, { schema: { response: { 201: IcalTokenAnswer } } }, async (request, reply) => {
      const { token, createdAt } = await app.calendarFeeds.rotate(request.user.sub, app.clock.now().toISOString());
      return reply.code(201).send({ ical: { url: feedUrl(options.publicOrigin, token), createdAt } });
    });

    app.delete(path, async (request, reply) => {
      await app.calendarFeeds.revoke(request.user.sub);
      return reply.code(204).send();
    });
  }

  for (const path of ['/api/v1/apply/ical/:token', '/api/v1/apply/calendar/:token']) {
    app.get(path, { schema: { params: IcalFeedParams, response: { 200: Type.String(), 404: ErrorResponse } } }, async (request, reply) => {
      const memberId = await app.calendarFeeds.memberOf(request.params.token.slice(0, -'.ics'.length));
      if (!memberId) return reply.notFound(FEED_NOT_FOUND);
      // Withdrawal happens in the users service and is not told here: the feed asks, each time it
      // is read, and revokes the address of a member who left (users down: 503, never the feed).
      const member = await app.memberDirectory.one(memberId);
      if (!member || member.status === 'WITHDRAWN' || member.status === 'DISABLED') {
        await app.calendarFeeds.revoke(memberId);
        return reply.notFound(FEED_NOT_FOUND);
      }
      const locale = request.locale;
      const since = addDays(seoulDate(app.clock.now()), -FEED_HISTORY_DAYS);
      const bookings = await app.calendarFeeds.approvedBookings(memberId, since, locale);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        // The address is the key to one member's bookings: no shared cache may keep it.
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(calendarFeed('Centre bookings', options.publicOrigin, bookings));
    });
  }
};

// A member who withdraws leaves the shop only what the law keeps (issue 22): withdrawal happens in
// the users service and is told to no one, so, as the content service does (its
// withdrawn-erasure.ts), the shop's clock asks the users service, a page of members per tick,
// which of the members with traces here have withdrawn, and erases theirs:
// carts, likes, bookmarks, issued coupons, reviews with their pictures (rows and files), points
// once no order of theirs is under way; a withdrawn seller's products leave the shop and their
// card goes unless a buyer's order names them. Orders and payments stay (docs/shop.md).
import type { FastifyInstance } from 'fastify';

/** Members asked about per tick (the users route's batch limit). */
const BATCH = 200;

export function withdrawnErasure(app: FastifyInstance) {
  let cursor = '';

  /** The pictures' files go once no review picture names them (the store names files by their bytes). */
  async function removePictures(storedNames: readonly string[]): Promise<void> {
    for (const name of storedNames) {
      if (await app.withdrawnMembers.reviewPictureInUse(name)) continue;
      await app.reviewImages.delete(name).catch((error: unknown) => app.log.warn({ err: error }, "a withdrawn member's review picture was not removed; it stays unreferenced"));
    }
  }

  /** One page of members asked about; every member with traces is asked in turn, round and round. Answers the rows erased or hidden. */
  async function eraseWithdrawn(): Promise<number> {
    const ids = await app.withdrawnMembers.withTraces(cursor, BATCH);
    cursor = ids.length < BATCH ? '' : ids[ids.length - 1]!;
    if (ids.length === 0) return 0;
    let gone: string[];
    try {
      // Only members the users service says have withdrawn (it keeps their anonymised row): an id
      // it does not know is left alone, so a users service with the wrong database empties nothing.
      gone = (await app.members.some(ids)).filter((member) => member.status === 'WITHDRAWN').map((member) => member._id);
    } catch (error) {
      app.log.warn({ err: error }, "the users service did not answer: withdrawn members' shop data is erased at a later tick");
      return 0;
    }
    if (gone.length === 0) return 0;
    const erased = await app.withdrawnMembers.erase(gone, app.clock.now().toISOString());
    // Heart counts, reviews and a withdrawn seller's products show on public pages: kept answers are
    // stale before anyone is told this is done (as after any other write; the clock's tick too).
    if (erased.rows > 0) await app.publicCache.invalidate();
    await removePictures(erased.reviewPictures);
    return erased.rows;
  }

  return { eraseWithdrawn };
}
export type WithdrawnErasure = ReturnType<typeof withdrawnErasure>;

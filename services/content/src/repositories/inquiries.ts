import {
  CONSOLE_INQUIRIES_PATH,
  MEMBER_INQUIRIES_PATH,
  type ConsoleInquiry,
  type ConsoleInquiryListQuery,
  type Inquiry,
  type InquiryInput,
  type InquiryStatus,
  type PublicQuestion,
  type PublicQuestionInput,
  type PublicQuestionListItem,
} from '@centre/contracts';
import { newId, pageOfRows, toBoolean, whereContains, type Clock, type Knex, type Page, type PageOfItems } from '@centre/server-kit';
import { maskedName } from './boards.ts';

interface Row {
  id: string;
  member_id: string;
  member_name: string;
  member_username: string;
  title: string;
  content: string;
  status: InquiryStatus;
  secret: boolean | number;
  images: string;
  answer: string | null;
  answered_by: string | null;
  answered_by_name: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StoredImage {
  name: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

/** Who asked, from the member's verified token. */
export interface Asker {
  id: string;
  name: string;
  username: string;
}

/** The images column is JSON text on both databases: parsed here only. */
function imagesOf(row: Pick<Row, 'images'>): StoredImage[] {
  const parsed: unknown = typeof row.images === 'string' ? JSON.parse(row.images) : row.images;
  return Array.isArray(parsed) ? (parsed as StoredImage[]) : [];
}

/** Image addresses differ by reader: the author's under /api/v1/me, staff's under /api/console. */
function toInquiry(row: Row, base: string): Inquiry {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    secret: toBoolean(row.secret),
    images: imagesOf(row).map((image) => ({ ...image, url: `${base}/${row.id}/images/${image.name}` })),
    answer: row.answer,
    answeredAt: row.answered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toConsoleInquiry(row: Row): ConsoleInquiry {
  return {
    ...toInquiry(row, CONSOLE_INQUIRIES_PATH),
    memberId: row.member_id,
    memberName: row.member_name,
    memberUsername: row.member_username,
    answeredBy: row.answered_by_name,
  };
}

/** Deleted: the images it held, for the caller to remove from the store once nothing else refers to them. */
export type DeleteOutcome = { images: StoredImage[] } | 'answered' | 'missing';
/** A question as public Q&A shows it to `viewer`: a secret one's title hidden unless the viewer may read it. */
function toListItem(row: Row, viewer: string | null, staff: boolean): PublicQuestionListItem {
  const secret = toBoolean(row.secret);
  const mine = viewer !== null && row.member_id === viewer;
  return {
    _id: row.id,
    title: secret && !mine && !staff ? null : row.title,
    secret,
    mine,
    author: maskedName(row.member_name),
    status: row.status,
    answeredAt: row.answered_at,
    createdAt: row.created_at,
  };
}

function toQuestion(row: Row, viewer: string | null): PublicQuestion {
  return { ...toListItem(row, viewer, true), title: row.title, content: row.content, answer: row.answer, updatedAt: row.updated_at };
}

export type AddImagesOutcome = { inquiry: Inquiry } | 'answered' | 'missing' | 'too-many';

export function createInquiriesRepository(db: Knex, clock: Clock, maxImages: number) {
  const stamp = () => clock.now().toISOString();
  /** A member's own inquiry; another member's is as absent as one that never existed. */
  const own = (memberId: string, id: string) => db<Row>('inquiries').where({ id, member_id: memberId });

  return {
    async create(asker: Asker, input: InquiryInput, images: StoredImage[], secret = true): Promise<Inquiry> {
      const at = stamp();
      const row: Row = {
        id: newId(),
        member_id: asker.id,
        member_name: asker.name.slice(0, 100),
        member_username: asker.username.slice(0, 60),
        title: input.title,
        content: input.content,
        status: 'WAITING_REPLY',
        secret,
        images: JSON.stringify(images),
        answer: null,
        answered_by: null,
        answered_by_name: null,
        answered_at: null,
        created_at: at,
        updated_at: at,
      };
      await db('inquiries').insert(row);
      return toInquiry(row, MEMBER_INQUIRIES_PATH);
    },

    async listOwn(memberId: string, page: Page): Promise<PageOfItems<Inquiry>> {
      const { rows, total } = await pageOfRows<Row>(db<Row>('inquiries').where('member_id', memberId), page, [{ column: 'created_at', order: 'desc' }]);
      return { items: rows.map((row) => toInquiry(row, MEMBER_INQUIRIES_PATH)), total };
    },

    async findOwn(memberId: string, id: string): Promise<Inquiry | null> {
      const row = await own(memberId, id).first();
      return row ? toInquiry(row, MEMBER_INQUIRIES_PATH) : null;
    },

    /** The image's type when `name` belongs to the inquiry (and, for a member, the inquiry is theirs). */
    async imageOf(id: string, name: string, memberId?: string): Promise<StoredImage | null> {
      const query = db<Row>('inquiries').select('images').where({ id });
      if (memberId) query.andWhere('member_id', memberId);
      const row = await query.first();
      return row ? (imagesOf(row).find((image) => image.name === name) ?? null) : null;
    },

    /** Adds images while no answer exists, never beyond the limit (checked and written in one transaction). */
    async addImages(memberId: string, id: string, images: StoredImage[]): Promise<AddImagesOutcome> {
      return db.transaction(async (trx) => {
        const row = await trx<Row>('inquiries').where({ id, member_id: memberId }).forUpdate().first();
        if (!row) return 'missing';
        if (row.status !== 'WAITING_REPLY') return 'answered';
        const known = imagesOf(row);
        const added = images.filter((image) => !known.some((existing) => existing.name === image.name));
        if (known.length + added.length > maxImages) return 'too-many';
        const updated = { images: JSON.stringify([...known, ...added]), updated_at: stamp() };
        await trx('inquiries').where({ id }).update(updated);
        return { inquiry: toInquiry({ ...row, ...updated }, MEMBER_INQUIRIES_PATH) };
      });
    },

    /** A member takes back a question no one has answered yet. */
    async deleteOwn(memberId: string, id: string): Promise<DeleteOutcome> {
      const row = await own(memberId, id).first();
      if (!row) return 'missing';
      const deleted = await own(memberId, id).andWhere('status', 'WAITING_REPLY').delete();
      return deleted === 1 ? { images: imagesOf(row) } : 'answered';
    },

    /** How many more images the member's own, unanswered question may take; checked before any file is written. */
    async imageRoom(memberId: string, id: string): Promise<number | 'answered' | 'missing'> {
      const row = await own(memberId, id).first();
      if (!row) return 'missing';
      if (row.status !== 'WAITING_REPLY') return 'answered';
      return Math.max(0, maxImages - imagesOf(row).length);
    },

    /** Images the member's unanswered questions hold (their share of the store, see INQUIRY_LIMITS.memberOpenImages). */
    async openImageCount(memberId: string): Promise<number> {
      const rows = (await db<Row>('inquiries').select('images').where({ member_id: memberId, status: 'WAITING_REPLY' })) as Array<Pick<Row, 'images'>>;
      return rows.reduce((total, row) => total + imagesOf(row).length, 0);
    },

    /** Of these stored names, those no inquiry refers to any more (stored names are content hashes: two questions may share one). */
    async unreferenced(names: readonly string[]): Promise<string[]> {
      const left: string[] = [];
      for (const name of new Set(names)) {
        if (!(await db('inquiries').where('images', 'like', `%"${name}"%`).first('id'))) left.push(name);
      }
      return left;
    },

    async paginate(filter: Omit<ConsoleInquiryListQuery, 'limit' | 'offset'>, page: Page): Promise<PageOfItems<ConsoleInquiry>> {
      const query = db<Row>('inquiries');
      if (filter.status) query.where('status', filter.status);
      if (filter.keyword) whereContains(query, ['title', 'content', 'member_name', 'member_username'], filter.keyword);
      const { rows, total } = await pageOfRows<Row>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { items: rows.map(toConsoleInquiry), total };
    },

    /**
     * Public Q&A, newest first. A keyword searches only what the viewer may read (public questions,
     * their own; staff everything), so a search never reveals a secret question's words.
     */
    async listPublic(
      filter: { status?: InquiryStatus | undefined; keyword?: string | undefined; mine?: boolean | undefined },
      viewer: { memberId: string | null; staff: boolean },
      page: Page,
    ): Promise<PageOfItems<PublicQuestionListItem>> {
      const query = db<Row>('inquiries');
      if (filter.status) query.where('status', filter.status);
      if (filter.mine) query.where('member_id', viewer.memberId ?? '');
      if (filter.keyword) {
        const keyword = filter.keyword;
        query.where((readable) => {
          if (!viewer.staff) {
            readable.where((open) => {
              open.where('secret', false);
              if (viewer.memberId) open.orWhere('member_id', viewer.memberId);
            });
          }
          whereContains(readable, ['title', 'content'], keyword);
        });
      }
      const { rows, total } = await pageOfRows<Row>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { items: rows.map((row) => toListItem(row, viewer.memberId, viewer.staff)), total };
    },

    /** One question with whose it is and whether it is secret; the caller decides who may read it. */
    async findQuestion(id: string, viewer: string | null): Promise<{ question: PublicQuestion; memberId: string; secret: boolean } | null> {
      const row = await db<Row>('inquiries').where({ id }).first();
      return row ? { question: toQuestion(row, viewer), memberId: row.member_id, secret: toBoolean(row.secret) } : null;
    },

    /** The author edits their question while no answer exists (checked and written in one statement). */
    async updateOwn(memberId: string, id: string, input: PublicQuestionInput): Promise<PublicQuestion | 'answered' | 'missing'> {
      const changed = await own(memberId, id)
        .andWhere('status', 'WAITING_REPLY')
        .update({ title: input.title, content: input.content, secret: input.secret, updated_at: stamp() });
      const row = await own(memberId, id).first();
      if (!row) return 'missing';
      if (changed !== 1) return 'answered';
      return toQuestion(row, memberId);
    },

    /** Staff remove a question (spam), answered or not: the images it held, for the caller to remove; null when absent. */
    async deleteById(id: string): Promise<StoredImage[] | null> {
      const row = await db<Row>('inquiries').where({ id }).first();
      if (!row) return null;
      await db('inquiries').where({ id }).delete();
      return imagesOf(row);
    },

    async findById(id: string): Promise<ConsoleInquiry | null> {
      const row = await db<Row>('inquiries').where({ id }).first();
      return row ? toConsoleInquiry(row) : null;
    },

    /**
     * Staff answer (or edit their answer). `firstAnswer` is true only for the call that moved the
     * inquiry from WAITING_REPLY to ANSWERED, so the member is told once however often it is edited.
     */
    async answer(id: string, answer: string, staff: { id: string; name: string }): Promise<{ inquiry: ConsoleInquiry; firstAnswer: boolean } | null> {
      const at = stamp();
      const fields = { answer, answered_by: staff.id, answered_by_name: staff.name.slice(0, 100), updated_at: at };
      const first = await db('inquiries').where({ id, status: 'WAITING_REPLY' }).update({ ...fields, status: 'ANSWERED', answered_at: at });
      if (first !== 1 && (await db('inquiries').where({ id }).update(fields)) !== 1) return null;
      const row = await db<Row>('inquiries').where({ id }).first();
      return row ? { inquiry: toConsoleInquiry(row), firstAnswer: first === 1 } : null;
    },
  };
}

export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;

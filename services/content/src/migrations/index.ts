import { localisedColumns, type Knex, type Migration } from '@centre/server-kit';
import { searchTokens, searchTokensPerColumn } from './20261127-search-tokens.ts';

/** Notices and business announcements are both notice boards: the same columns, each its own table. */
function noticeBoardTable(table: Knex.CreateTableBuilder): void {
  table.string('id', 36).primary();
  localisedColumns(table, 'subject', 'string', 200);
  localisedColumns(table, 'summary', 'string', 1000);
  localisedColumns(table, 'content', 'text');
  table.boolean('is_main').notNullable().defaultTo(false);
  stampColumns(table);
  table.index(['is_main', 'created_at']);
  table.index(['created_at']);
}

function stampColumns(table: Knex.CreateTableBuilder): void {
  table.string('created_at', 24).notNullable();
  table.string('updated_at', 24).notNullable();
}

const CATALOGUE_TABLES = ['facilities', 'businesses', 'educations', 'gallery', 'faqs', 'terms', 'banners', 'popups', 'settings'];

export const migrations: readonly Migration[] = [
  {
    name: '001_notifications',
    async up(db) {
      await db.schema.createTable('notifications', noticeBoardTable);
    },
    async down(db) {
      await db.schema.dropTable('notifications');
    },
  },
  {
    name: '002_site_content',
    async up(db) {
      await db.schema.createTable('facilities', (table) => {
        table.string('id', 36).primary();
        table.string('kind', 16).notNullable();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'time', 'string', 200);
        localisedColumns(table, 'capacity', 'string', 100);
        localisedColumns(table, 'location', 'string', 300);
        localisedColumns(table, 'content', 'text');
        table.integer('quantity').nullable();
        table.string('thumb', 500).nullable();
        table.text('images').notNullable();
        table.string('site', 16).notNullable();
        table.string('work', 16).nullable();
        table.boolean('is_main').notNullable().defaultTo(false);
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.index(['kind', 'is_main', 'sort_order']);
        table.index(['kind', 'site', 'work']);
      });
      await db.schema.createTable('businesses', noticeBoardTable);
      await db.schema.createTable('educations', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'summary', 'string', 1000);
        localisedColumns(table, 'schedule', 'string', 200);
        localisedColumns(table, 'place', 'string', 200);
        localisedColumns(table, 'fee', 'string', 100);
        localisedColumns(table, 'content', 'text');
        table.string('thumb', 500).nullable();
        table.string('period_from', 10).notNullable();
        table.string('period_to', 10).notNullable();
        table.integer('capacity').notNullable();
        table.string('status', 16).notNullable();
        table.boolean('is_main').notNullable().defaultTo(false);
        stampColumns(table);
        table.index(['period_from']);
      });
      await db.schema.createTable('gallery', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'alt', 'string', 300);
        table.string('image', 500).notNullable();
        table.string('thumb', 500).notNullable();
        table.string('taken_at', 10).notNullable();
        table.boolean('is_main').notNullable().defaultTo(false);
        stampColumns(table);
        table.index(['is_main', 'taken_at']);
      });
      await db.schema.createTable('faqs', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'question', 'string', 300);
        localisedColumns(table, 'answer', 'text');
        table.string('category', 20).notNullable();
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.index(['category', 'sort_order']);
      });
      await db.schema.createTable('terms', (table) => {
        table.string('id', 36).primary();
        table.string('code', 30).notNullable().unique();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'content', 'text');
        table.string('version', 20).notNullable();
        table.string('effective_at', 10).notNullable();
        stampColumns(table);
      });
      await db.schema.createTable('banners', (table) => {
        table.string('id', 36).primary();
        table.string('code', 30).notNullable();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'description', 'string', 500);
        localisedColumns(table, 'alt', 'string', 300);
        table.string('image', 500).notNullable();
        table.string('link', 500).nullable();
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.index(['code', 'sort_order']);
      });
      await db.schema.createTable('popups', (table) => {
        table.string('id', 36).primary();
        table.string('skin', 16).notNullable();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'content', 'text');
        table.string('image', 500).nullable();
        table.string('link', 500).nullable();
        table.string('starts_at', 24).notNullable();
        table.string('ends_at', 24).notNullable();
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.index(['starts_at', 'ends_at']);
      });
      // One row per settings document (only 'site' so far), stored as JSON text.
      await db.schema.createTable('settings', (table) => {
        table.string('id', 36).primary();
        table.text('document').notNullable();
        table.string('updated_at', 24).notNullable();
      });
    },
    async down(db) {
      for (const table of [...CATALOGUE_TABLES].reverse()) await db.schema.dropTableIfExists(table);
    },
  },
  {
    name: '003_inquiries',
    async up(db) {
      // Members' questions (spec §3: WAITING_REPLY → ANSWERED). Name and username are kept as the
      // member signed them, so staff see who asked without a call to the users service.
      await db.schema.createTable('inquiries', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable();
        table.string('member_name', 100).notNullable();
        table.string('member_username', 60).notNullable();
        table.string('title', 100).notNullable();
        table.text('content').notNullable();
        table.string('status', 20).notNullable();
        // JSON list of { name, contentType } in the private inquiry file store.
        table.text('images').notNullable();
        table.text('answer').nullable();
        table.string('answered_by', 36).nullable();
        table.string('answered_by_name', 100).nullable();
        table.string('answered_at', 24).nullable();
        stampColumns(table);
        table.index(['member_id', 'created_at']);
        table.index(['status', 'created_at']);
        table.index(['created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('inquiries');
    },
  },
  {
    // Drafts and scheduled publishing, trash, console sort keys, terms versions, long rich text on MySQL.
    name: '004_publishing_trash_versions',
    async up(db) {
      for (const table of PUBLISHED_TABLES) {
        await db.schema.alterTable(table, (t) => {
          t.string('status', 16).notNullable().defaultTo('PUBLISHED');
          t.string('publish_at', 24).nullable();
          t.string('unpublish_at', 24).nullable();
        });
      }
      await db.schema.alterTable('popups', (t) => {
        t.string('status', 16).notNullable().defaultTo('PUBLISHED');
      });
      for (const table of TRASH_TABLES) {
        await db.schema.alterTable(table, (t) => {
          t.string('deleted_at', 24).nullable();
          t.index(['deleted_at']);
        });
      }
      // Sort keys of the console lists, each with its index (created_at is indexed already on notices).
      for (const table of ['notifications', 'businesses']) {
        await db.schema.alterTable(table, (t) => {
          t.index(['updated_at']);
          t.index(['subject_ko']);
          t.index(['publish_at']);
          t.index(['status', 'publish_at', 'unpublish_at']);
        });
      }
      await db.schema.alterTable('banners', (t) => t.index(['status', 'publish_at', 'unpublish_at']));
      await db.schema.alterTable('popups', (t) => t.index(['sort_order']));
      await db.schema.alterTable('faqs', (t) => t.index(['sort_order']));
      await db.schema.alterTable('facilities', (t) => t.index(['kind', 'sort_order']));
      await db.schema.alterTable('educations', (t) => t.index(['created_at']));
      await db.schema.alterTable('gallery', (t) => t.index(['taken_at']));
      // Terms take versions: a code appears once per version, the current one read by code and date.
      await db.schema.alterTable('terms', (t) => {
        t.dropUnique(['code']);
        t.boolean('required').notNullable().defaultTo(true);
        t.index(['code', 'effective_at']);
      });
      // TEXT holds 65,535 bytes on MySQL: less than FIELD_LIMITS.richText Korean characters.
      if (isMySql(db)) {
        for (const [table, bases] of RICH_TEXT_COLUMNS) {
          await db.schema.alterTable(table, (t) => {
            for (const base of bases) {
              for (const locale of ['ko', 'en', 'cn', 'jp']) {
                const column = t.text(`${base}_${locale}`, 'mediumtext');
                if (locale === 'ko') column.notNullable().alter();
                else column.nullable().alter();
              }
            }
          });
        }
      }
    },
    async down(db) {
      await db.schema.alterTable('terms', (t) => {
        t.dropIndex(['code', 'effective_at']);
        t.dropColumn('required');
        t.unique(['code']);
      });
      for (const table of TRASH_TABLES) await db.schema.alterTable(table, (t) => t.dropColumn('deleted_at'));
      for (const table of PUBLISHED_TABLES) await db.schema.alterTable(table, (t) => t.dropColumns('status', 'publish_at', 'unpublish_at'));
      await db.schema.alterTable('popups', (t) => t.dropColumn('status'));
    },
  },
  {
    name: '005_download_forms',
    async up(db) {
      await db.schema.createTable('download_forms', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'title', 'string', 200);
        localisedColumns(table, 'description', 'text');
        table.string('thumb', 500).nullable();
        // [{ name, url, contentType, size }], parsed in the repository.
        table.text('files').notNullable();
        table.integer('sort_order').notNullable().defaultTo(0);
        stampColumns(table);
        table.string('deleted_at', 24).nullable();
        table.index(['deleted_at', 'sort_order']);
        table.index(['created_at']);
      });
      if (isMySql(db)) {
        await db.schema.alterTable('download_forms', (t) => {
          for (const locale of ['ko', 'en', 'cn', 'jp']) t.text(`description_${locale}`, 'mediumtext').nullable().alter();
        });
      }
    },
    async down(db) {
      await db.schema.dropTable('download_forms');
    },
  },
  {
    // Issue 13: equipment may require a completed education course before a maker books it.
    name: '006_equipment_training_prerequisite',
    async up(db) {
      await db.schema.alterTable('facilities', (table) => {
        table.string('required_education_id', 36).nullable();
      });
    },
    async down(db) {
      await db.schema.alterTable('facilities', (table) => {
        table.dropColumn('required_education_id');
      });
    },
  },
  {
    // Boards: notice-like posts with a thumbnail, and members' comments that staff moderate.
    name: '007_boards',
    async up(db) {
      await db.schema.createTable('boards', (table) => {
        table.string('id', 36).primary();
        localisedColumns(table, 'subject', 'string', 200);
        localisedColumns(table, 'summary', 'string', 1000);
        localisedColumns(table, 'content', 'text');
        table.string('thumb', 500).nullable();
        table.boolean('is_main').notNullable().defaultTo(false);
        table.string('status', 16).notNullable().defaultTo('PUBLISHED');
        table.string('publish_at', 24).nullable();
        table.string('unpublish_at', 24).nullable();
        stampColumns(table);
        table.string('deleted_at', 24).nullable();
        table.index(['deleted_at', 'is_main', 'created_at']);
        table.index(['created_at']);
        table.index(['updated_at']);
        table.index(['subject_ko']);
        table.index(['publish_at']);
        table.index(['status', 'publish_at', 'unpublish_at']);
      });
      if (isMySql(db)) {
        await db.schema.alterTable('boards', (t) => {
          for (const locale of ['ko', 'en', 'cn', 'jp']) t.text(`content_${locale}`, 'mediumtext').nullable().alter();
        });
      }
      await db.schema.createTable('board_comments', (table) => {
        table.string('id', 36).primary();
        table.string('board_id', 36).notNullable();
        table.string('member_id', 36).notNullable();
        table.string('author_name', 100).notNullable();
        table.text('body').notNullable();
        table.boolean('hidden').notNullable().defaultTo(false);
        stampColumns(table);
        table.index(['board_id', 'hidden', 'created_at']);
        table.index(['member_id']);
      });
    },
    async down(db) {
      await db.schema.dropTable('board_comments');
      await db.schema.dropTable('boards');
    },
  },
  {
    // Console lists at volume (issue 14's 10,000-notice benchmark): every console order of the notice
    // boards starts with the trash filter, so each has an index (deleted_at, key) that serves the
    // filter, the order and the tie-break on id together, and a deep page's ids are read from the
    // index alone. The visibility filter's count reads (deleted_at, status, publish_at, unpublish_at) only.
    name: '040_console_list_indexes',
    async up(db) {
      for (const table of ['notifications', 'businesses']) {
        await db.schema.alterTable(table, (t) => {
          for (const columns of NOTICE_LIST_INDEXES) t.index(columns, indexName(table, columns));
        });
      }
    },
    async down(db) {
      for (const table of ['notifications', 'businesses']) {
        await db.schema.alterTable(table, (t) => {
          for (const columns of NOTICE_LIST_INDEXES) t.dropIndex(columns, indexName(table, columns));
        });
      }
    },
  },
  {
    // Contact messages (issue 27): to the centre (staff answer by e-mail) or to a maker (delivered
    // through the outbox). The reply address is kept for staff's answer; a maker's never leaves.
    name: '041_contact_messages',
    async up(db) {
      await db.schema.createTable('contact_messages', (table) => {
        table.string('id', 36).primary();
        table.string('recipient', 8).notNullable();
        table.string('recipient_member_id', 36).nullable();
        table.string('sender_member_id', 36).nullable();
        table.string('sender_name', 60).notNullable();
        table.string('reply_email', 254).notNullable();
        table.string('subject', 150).notNullable();
        table.text('text').notNullable();
        table.string('locale', 2).notNullable();
        table.string('status', 8).notNullable();
        table.boolean('delivered').notNullable().defaultTo(false);
        table.text('answer').nullable();
        table.string('answered_by', 36).nullable();
        table.string('answered_by_name', 100).nullable();
        table.string('answered_at', 24).nullable();
        stampColumns(table);
        table.index(['status', 'created_at']);
        table.index(['recipient', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('contact_messages');
    },
  },
  {
    // Public Q&A (issue 27): a question is secret (author and staff only) or public. Every question
    // asked before was asked privately (/api/v1/me/inquires), so each stays secret.
    name: '042_inquiries_secret',
    async up(db) {
      await db.schema.alterTable('inquiries', (table) => {
        table.boolean('secret').notNullable().defaultTo(true);
      });
    },
    async down(db) {
      await db.schema.alterTable('inquiries', (table) => {
        table.dropColumn('secret');
      });
    },
  },
  {
    // Members' own board posts (issue 27): who wrote a post (null: staff), and the pictures members
    // upload for their rich text, counted against a per-member quota.
    name: '043_member_posts_and_uploads',
    async up(db) {
      await db.schema.alterTable('boards', (table) => {
        table.string('member_id', 36).nullable();
        table.string('author_name', 100).nullable();
        table.index(['member_id'], 'boards_member_id');
      });
      await db.schema.createTable('member_uploads', (table) => {
        table.string('id', 36).primary();
        table.string('member_id', 36).notNullable();
        table.string('name', 64).notNullable();
        table.string('content_type', 40).notNullable();
        table.integer('size').notNullable();
        table.string('created_at', 24).notNullable();
        table.index(['member_id']);
      });
    },
    async down(db) {
      await db.schema.dropTable('member_uploads');
      await db.schema.alterTable('boards', (table) => {
        table.dropIndex(['member_id'], 'boards_member_id');
        table.dropColumn('member_id');
        table.dropColumn('author_name');
      });
    },
  },
  {
    // Filled forms members hand back (issue 27): the file lives in a private store, staff read it.
    name: '044_form_submissions',
    async up(db) {
      await db.schema.createTable('form_submissions', (table) => {
        table.string('id', 36).primary();
        table.string('form_id', 36).notNullable();
        table.string('member_id', 36).notNullable();
        table.string('member_name', 100).notNullable();
        table.string('member_username', 60).notNullable();
        table.string('stored_name', 64).notNullable();
        table.string('name', 200).notNullable();
        table.string('content_type', 40).notNullable();
        table.integer('size').notNullable();
        table.string('created_at', 24).notNullable();
        table.index(['form_id', 'created_at']);
        table.index(['form_id', 'member_id']);
      });
    },
    async down(db) {
      await db.schema.dropTable('form_submissions');
    },
  },
  {
    // Issue 20 item 22 (booking journey): a cutting machine's rate, ms per cm of marker per ply,
    // that staff set so the apply form can estimate a job's cutting time. Named by date and area.
    name: '20261127_booking_equipment_cutting_rate',
    async up(db) {
      await db.schema.alterTable('facilities', (table) => {
        table.integer('cut_ms_per_cm_ply').nullable();
      });
    },
    async down(db) {
      await db.schema.alterTable('facilities', (table) => {
        table.dropColumn('cut_ms_per_cm_ply');
      });
    },
  },
  searchTokens,
  searchTokensPerColumn,
];

const PUBLISHED_TABLES = ['notifications', 'businesses', 'banners'];
const NOTICE_LIST_INDEXES = [
  ['deleted_at', 'is_main', 'created_at'],
  ['deleted_at', 'created_at'],
  ['deleted_at', 'updated_at'],
  ['deleted_at', 'subject_ko'],
  ['deleted_at', 'publish_at'],
  ['deleted_at', 'status', 'publish_at', 'unpublish_at'],
];
/** Short, explicit names: knex's generated ones run past MySQL's 64 characters for four columns. */
const indexName = (table: string, columns: readonly string[]) => `${table}_list_${columns.slice(1).join('_')}`.slice(0, 64);
const TRASH_TABLES = ['notifications', 'businesses', 'faqs', 'facilities', 'educations', 'gallery', 'banners', 'popups'];
const RICH_TEXT_COLUMNS: ReadonlyArray<[string, string[]]> = [
  ['notifications', ['content']],
  ['businesses', ['content']],
  ['faqs', ['answer']],
  ['facilities', ['content']],
  ['educations', ['content']],
  ['popups', ['content']],
  ['terms', ['content']],
];

function isMySql(db: Knex): boolean {
  return /mysql/.test(String(db.client.config.client));
}

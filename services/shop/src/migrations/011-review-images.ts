import type { Migration } from '@centre/server-kit';

/**
 * Up to three pictures per review (issue 22). The unique (review, position) key decides the limit
 * when pictures arrive at once: positions run 0..2 and a fourth has none to take.
 */
export const reviewImagesMigration: Migration = {
  name: '011_review_images_20261127',
  async up(db) {
    await db.schema.createTable('review_images', (table) => {
      table.string('id', 36).primary();
      table.string('review_id', 36).notNullable().references('id').inTable('reviews');
      table.integer('position').notNullable();
      // The file store's name (a hash of the bytes): two reviews with the same picture share a file.
      table.string('stored_name', 60).notNullable();
      table.string('alt', 200).notNullable();
      table.string('created_at', 24).notNullable();
      table.unique(['review_id', 'position']);
      table.index(['stored_name']);
    });
  },
  async down(db) {
    await db.schema.dropTable('review_images');
  },
};

import type { Knex } from 'knex';

export interface Migration {
  /** Sortable, never renamed once released: e.g. "001_notifications". */
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** Runs a service's migrations, listed in code so they work the same under tsx, tests and builds. */
export async function runMigrations(db: Knex, migrations: readonly Migration[]): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({
    migrationSource: {
      getMigrations: async () => [...migrations],
      getMigrationName: (migration: Migration) => migration.name,
      getMigration: async (migration: Migration) => migration,
    },
  })) as [number, string[]];
  return applied;
}

/** A text column per locale, e.g. subject_ko … subject_jp; ko is the required fallback. */
export function localisedColumns(table: Knex.CreateTableBuilder, base: string, kind: 'string' | 'text', length = 255): void {
  for (const locale of ['ko', 'en', 'cn', 'jp'] as const) {
    const column = kind === 'string' ? table.string(`${base}_${locale}`, length) : table.text(`${base}_${locale}`);
    // Other locales may be empty: readers then get the Korean text (the fallback locale).
    if (locale === 'ko') column.notNullable();
    else column.nullable();
  }
}

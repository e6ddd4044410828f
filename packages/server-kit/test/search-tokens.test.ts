// The search token index on real databases: for a varied set of keywords (Korean, Latin in any
// case, one character, wildcards, spaces, absent words) it answers exactly what the plain LIKE
// scan answers, after inserts, updates and deletes, on SQLite and MySQL; and it is what decides
// (a row whose tokens are gone is not found), so the answers do not come from a scan. A short
// keyword's matches counted from the index alone equal LIKE's count wherever the index says it can
// count them, and the migration that cuts tokens per column (and its undoing) keeps the answers.
import t, { type Test } from 'tap';
import { connectDatabase, createSearchIndex, createSearchTokensTable, joinSearchTokensPerTable, newId, recutSearchTokens, searchTokensOf, whereContains, SEARCH_TOKENS_TABLE, type Knex } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';

const TEXTS: ReadonlyArray<[string, string | null, string]> = [
  ['봉제 교육 안내 #1234', '재단 작업실 휴관', 'kim_minsu'],
  ['Sewing CLASS for Beginners', null, 'Park.SeoYeon'],
  ['100% 면 원단 할인', '50_off 코드 a\\b', 'lee%2026'],
  ['패턴  두 칸 띄어쓰기', '끝에 공백 ', 'choi  '],
  ['Café Crème et crêpe', 'ÉCOLE été', 'jean.dupont'],
  ['ミシン講習会 のお知らせ', '縫製 教育', 'tanaka01'],
  ['缝纫培训 通知', '😀 이모지 😁', 'wang_li'],
  ['김서현 010-5550-1234', '01055501234', 'bench09876'],
  ['a', 'ab', 'abc'],
  // One word in every column: found once, not once per column.
  ['Thimble set', 'thimble box', 'thimble1'],
  ['', null, 'x'],
  // More tokens than one SQLite INSERT may carry (500): 700 different syllables.
  ['긴 글', Array.from({ length: 700 }, (_, i) => String.fromCharCode(0xac00 + i * 7)).join(''), 'long'],
];

const KEYWORDS = [
  '봉제', '봉', '교육 안내', '#1234', '#9876', '없는말', 'sewing', 'SEWING', 'class', 'Ss', 's', 'S',
  '%', '_', '100%', '50_', '\\', 'a\\b', '  ', ' ', '띄어', '공백 ', 'café', 'CAFE', 'ecole', 'é', 'crème',
  'ミシン', 'みしん', '教育', '缝纫', '😀', '😁 ', '김서', '김', '0105550', '5550-1234', 'bench0987', 'BENCH',
  'ab', 'abc', 'abcd', 'thimble', 'thi', 'mbl', 'b', 'x', 'kim_', 'park.s', 'lee%', 'choi ', 'qqq', 'zz', '.', String.fromCharCode(0xac00 + 690 * 7, 0xac00 + 691 * 7, 0xac00 + 692 * 7),
];

interface Note {
  id: string;
  title: string;
  summary: string | null;
  code: string;
}

const COLUMNS = ['title', 'summary', 'code'] as const;

async function createNotes(db: Knex): Promise<void> {
  await db.schema.createTable('notes', (table) => {
    table.string('id', 36).primary();
    table.string('title', 200).notNullable();
    table.text('summary').nullable();
    table.string('code', 30).notNullable();
  });
  // Like the users table's username: compared byte for byte on MySQL.
  if (/mysql/.test(String(db.client.config.client))) await db.raw('ALTER TABLE notes MODIFY code VARCHAR(30) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
  await createSearchTokensTable(db);
}

await forEachDatabase(t, 'server_kit_search_tokens', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await createNotes(db);
  const source = { table: 'notes', columns: COLUMNS, binaryOnMysql: ['code'] };
  const index = createSearchIndex(db, source);
  const mysql = /mysql/.test(String(db.client.config.client));

  const scanned = async (columns: readonly string[], keyword: string) =>
    ((await whereContains(db<Note>('notes'), columns, keyword).orderBy('id').select('id')) as Array<{ id: string }>).map((row) => row.id);
  const indexed = async (columns: readonly string[], keyword: string) =>
    ((await index.whereContains(db<Note>('notes'), [{ columns, keyword }]).orderBy('notes.id').select('notes.id')) as Array<{ id: string }>).map((row) => row.id);

  async function sameAsScan(t: Test, label: string): Promise<void> {
    let matched = 0;
    for (const keyword of KEYWORDS) {
      for (const columns of [COLUMNS, ['code'], ['title']] as const) {
        const expected = await scanned(columns, keyword);
        matched += expected.length;
        t.same(await indexed(columns, keyword), expected, `${label}: ${JSON.stringify(keyword)} in ${columns.join(',')}`);
      }
    }
    t.ok(matched > 50, 'the keywords match many rows, not none');
  }

  const ids: string[] = [];
  t.test('rows written through the index are found as the scan finds them', async (t) => {
    for (const [title, summary, code] of TEXTS) {
      const id = newId();
      ids.push(id);
      await index.writing(db, [id], (trx) => trx('notes').insert({ id, title, summary, code }));
    }
    await sameAsScan(t, 'inserted');
  });

  t.test('after updates and deletes, still the same answers', async (t) => {
    await index.writing(db, [ids[0]!], (trx) => trx('notes').where('id', ids[0]!).update({ title: '장비 교육 결과 #9876', code: 'KIM_MINSU' }));
    await index.writing(db, [ids[1]!], (trx) => trx('notes').where('id', ids[1]!).delete());
    // Inside the caller's transaction too.
    await db.transaction((trx) => index.writing(trx, [ids[2]!], (inner) => inner('notes').where('id', ids[2]!).update({ summary: '봉제 50_OFF' })));
    await sameAsScan(t, 'changed');
    t.same(await indexed(COLUMNS, 'sewing'), [], 'a deleted row is not a candidate');
    const [{ left } = { left: 0 }] = await db(SEARCH_TOKENS_TABLE).where({ row_id: ids[1]! }).count({ left: '*' });
    t.equal(Number(left), 0, 'a deleted row leaves no tokens');
  });

  t.test('a search for one keyword or another (the digits of a number) finds the rows of either', async (t) => {
    const alternatives = [{ columns: COLUMNS, keyword: '缝纫' }, { columns: ['summary'], keyword: '0105550' }];
    const either = ((await index.whereContains(db<Note>('notes'), alternatives).orderBy('notes.id').select('notes.id')) as Array<{ id: string }>).map((row) => row.id);
    const expected = ((await db<Note>('notes')
      .where((q) => q.where((a) => whereContains(a, COLUMNS, '缝纫')).orWhere((b) => whereContains(b, ['summary'], '0105550')))
      .orderBy('id')
      .select('id')) as Array<{ id: string }>).map((row) => row.id);
    t.same(either, expected);
    t.equal(either.length, 2);
  });

  t.test('a short keyword is counted from the index alone, exactly as LIKE counts it, less the rows a list leaves out', async (t) => {
    // The list leaves out rows whose code begins with "b" (as the console's notices leave out the trash).
    const leftOut = (query: Knex.QueryBuilder) => void query.where('code', 'like', 'b%');
    let counted = 0;
    let refused = 0;
    for (const keyword of KEYWORDS) {
      for (const columns of [['title', 'summary'], ['title'], COLUMNS] as const) {
        const condition = index.condition([[{ columns, keyword }]]);
        const fromIndex = await condition.countFromIndex(leftOut);
        const [{ n } = { n: 0 }] = await whereContains(db('notes').whereNot('code', 'like', 'b%'), columns, keyword).count({ n: '*' });
        const short = Array.from(keyword).length <= 3 && keyword === keyword.trimEnd();
        if (!short || (mysql && (columns as readonly string[]).includes('code'))) {
          t.equal(fromIndex, null, `${JSON.stringify(keyword)} in ${columns.join(',')}: not counted from the index`);
          refused += 1;
          continue;
        }
        t.equal(fromIndex, Number(n), `${JSON.stringify(keyword)} in ${columns.join(',')}: ${n}`);
        counted += fromIndex ?? 0;
      }
    }
    t.ok(counted >= 15 && refused > 10, `many matches counted (${counted}), and the longer keywords refused (${refused})`);
    t.equal(await index.condition([[{ columns: ['title'], keyword: '봉' }], [{ columns: ['title'], keyword: '교' }]]).countFromIndex(leftOut), null, 'two searches at once: not from the index');
  });

  t.test('the tokens cut per column (the migration) and put back per table (its undoing) answer alike', async (t) => {
    await joinSearchTokensPerTable(db, [source]);
    const [{ perTable } = { perTable: 0 }] = await db(SEARCH_TOKENS_TABLE).where({ source: 'notes' }).count({ perTable: '*' });
    t.ok(Number(perTable) > 100, 'the per-table form holds the union of the columns\' tokens');
    t.same(await indexed(['title'], '봉제'), [], 'searches of this version read per-column tokens only');
    await recutSearchTokens(db, [source]);
    const [{ left } = { left: 0 }] = await db(SEARCH_TOKENS_TABLE).where({ source: 'notes' }).count({ left: '*' });
    t.equal(Number(left), 0, 'no token of the old form is left');
    await sameAsScan(t, 'recut');
  });

  t.test('rows written around the index are found once it is rebuilt (a migration backfill)', async (t) => {
    await db('notes').insert({ id: newId(), title: '신규 휴관 공지 #5555', summary: null, code: 'bulk' });
    t.same(await indexed(COLUMNS, '#5555'), [], 'not indexed yet: the index, not a scan, decides');
    t.equal(await index.rebuild(), TEXTS.length);
    t.equal((await indexed(COLUMNS, '#5555')).length, 1);
    await sameAsScan(t, 'rebuilt');
  });
});

t.test('tokens: one per character, three long, ASCII folded as SQLite folds', async (t) => {
  t.same(searchTokensOf(['AbÉ봉제']).sort(), ['abÉ', 'bÉ봉', 'É봉제', '봉제', '제'].sort());
  t.same(searchTokensOf([null, '', '😀x']).sort(), ['😀x', 'x'].sort());
});

// The one query-string parser of every process: it reads every query exactly as URLSearchParams
// does (its fast path for plain queries included), and refuses repeated keys, bracket forms and floods.
import t from 'tap';
import { QUERY_PARAMETERS_MAX, strictQueryString } from '@centre/server-kit';

const refusalOf = (query: object): string | undefined =>
  Object.getOwnPropertySymbols(query).map((symbol) => (query as Record<symbol, string>)[symbol])[0];

t.test('plain and encoded queries read as URLSearchParams reads them', async (t) => {
  const queries = [
    'limit=8',
    'limit=8&page=2',
    'q=%ED%95%9C%EB%B3%B5&limit=8',
    'q=a+b',
    'q=a%2Bb',
    'flag',
    'flag&x=1',
    'a=1&&b=2&',
    '=empty-name',
    'eq=a=b=c',
    'q=%E0%A4%A',
    'q=%zz',
    '&',
    '__proto__=x&constructor=y&toString=z',
  ];
  for (const raw of queries) {
    const parsed = strictQueryString(raw);
    t.same({ ...parsed }, Object.fromEntries(new URLSearchParams(raw)), raw);
    t.equal(refusalOf(parsed), undefined, `${raw} is accepted`);
  }
});

t.test('a parsed query inherits nothing: prototype keys are plain parameters', async (t) => {
  const parsed = strictQueryString('__proto__=x&limit=8');
  t.equal(Object.getPrototypeOf(Object.getPrototypeOf(parsed)), null, 'nothing above the parsed query');
  t.equal(parsed.__proto__, 'x');
  t.ok(Object.hasOwn(parsed, '__proto__'));
  t.equal((parsed as Record<string, unknown>).constructor, undefined, 'no inherited constructor');
  t.equal((parsed as Record<string, unknown>).toString, undefined, 'no inherited methods');
  t.equal(({} as Record<string, unknown>).x, undefined, 'Object.prototype untouched');
});

t.test('a repeated key, a bracket form or a flood is refused, plain or encoded', async (t) => {
  const refused: Array<[string, RegExp]> = [
    ['code=A&code=B', /more than once/],
    ['code=A&code=%41', /more than once/],
    ['limit[]=1', /no brackets/],
    ['a[b]=1', /no brackets/],
    ['a%5Bb%5D=1', /no brackets/],
    ['a]=1', /no brackets/],
    [Array.from({ length: QUERY_PARAMETERS_MAX + 1 }, (_, i) => `p${i}=1`).join('&'), /At most/],
  ];
  for (const [raw, message] of refused) t.match(refusalOf(strictQueryString(raw)), message, raw.slice(0, 40));
  t.equal(refusalOf(strictQueryString(Array.from({ length: QUERY_PARAMETERS_MAX }, (_, i) => `p${i}=1`).join('&'))), undefined, 'the most accepted');
});

import { LOCALES, MAKER_ITEMS, MAKER_SERVICES, type MakerListQuery } from '@centre/contracts';

/** Profiles per page of the directory. */
export const MAKERS_PAGE_SIZE = 12;

/** The filters of the directory that live in its address (so a search can be shared and gone back to). */
export const DIRECTORY_FILTERS = ['keyword', 'item', 'service', 'district', 'capacity', 'language', 'verified'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The API query an address asks for; unknown values are dropped rather than sent to be refused. */
export function directoryQueryOf(params: URLSearchParams, page: number): MakerListQuery {
  const capacity = Math.floor(Number(params.get('capacity')));
  const query: MakerListQuery = { limit: MAKERS_PAGE_SIZE, offset: (page - 1) * MAKERS_PAGE_SIZE };
  const keyword = params.get('keyword')?.trim();
  if (keyword) query.keyword = keyword;
  const item = oneOf(MAKER_ITEMS, params.get('item'));
  if (item) query.item = item;
  const service = oneOf(MAKER_SERVICES, params.get('service'));
  if (service) query.service = service;
  const district = params.get('district')?.trim();
  if (district) query.district = district.slice(0, 40);
  if (capacity > 0 && capacity <= 10_000_000) query.capacity = capacity;
  const language = oneOf(LOCALES, params.get('language'));
  if (language) query.language = language;
  if (params.get('verified') === 'true') query.verified = 'true';
  return query;
}

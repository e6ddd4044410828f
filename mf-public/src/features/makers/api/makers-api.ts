import { FAIR_PATHS, type MakerDetail, type MakerList, type MakerListQuery } from '@centre/contracts';
import { api } from '@centre/platform';

/** Published profiles of the directory, a page at a time, with the filters the address carries. */
export async function fetchMakers(query: MakerListQuery, signal?: AbortSignal): Promise<MakerList> {
  return (await api.get<MakerList>(FAIR_PATHS.makers, { params: query, signal })).data;
}

export async function fetchMaker(id: string, signal?: AbortSignal): Promise<MakerDetail> {
  return (await api.get<{ maker: MakerDetail }>(FAIR_PATHS.maker(id), { signal })).data.maker;
}

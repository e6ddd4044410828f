import {
  apiItemPath,
  PUBLIC_CONTENT_PATHS,
  type EquipmentDetail,
  type EquipmentList,
  type EquipmentListQuery,
  type Facility,
  type SpaceDetail,
  type SpaceList,
  type SpaceListQuery,
} from '@centre/contracts';
import { api } from '@centre/platform';

/** Facility spaces and equipment answer in the same card shape; these read both. */
export async function fetchSpaces(query: SpaceListQuery, signal?: AbortSignal): Promise<{ facilities: Facility[]; total: number }> {
  const { data } = await api.get<SpaceList>(PUBLIC_CONTENT_PATHS.spaces, { params: query, signal });
  return { facilities: data.spaces, total: data.summary.total };
}

export async function fetchEquipments(query: EquipmentListQuery, signal?: AbortSignal): Promise<{ facilities: Facility[]; total: number }> {
  const { data } = await api.get<EquipmentList>(PUBLIC_CONTENT_PATHS.equipment, { params: query, signal });
  return { facilities: data.equipments, total: data.summary.total };
}

export async function fetchSpace(id: string, signal?: AbortSignal): Promise<Facility> {
  const { data } = await api.get<SpaceDetail>(apiItemPath(PUBLIC_CONTENT_PATHS.spaces, id), { signal });
  return data.space;
}

export async function fetchEquipment(id: string, signal?: AbortSignal): Promise<Facility> {
  const { data } = await api.get<EquipmentDetail>(apiItemPath(PUBLIC_CONTENT_PATHS.equipment, id), { signal });
  return data.equipment;
}

import type {
  EquipmentDetail,
  EquipmentList,
  EquipmentListQuery,
  Facility,
  SpaceDetail,
  SpaceList,
  SpaceListQuery,
} from '@centre/contracts';
import { api } from '@centre/platform';

/** Facility spaces and equipment answer in the same card shape; these read both. */
export async function fetchSpaces(query: SpaceListQuery, signal?: AbortSignal): Promise<{ facilities: Facility[]; total: number }> {
  const { data } = await api.get<SpaceList>('/api/v1/space', { params: query, signal });
  return { facilities: data.spaces, total: data.summary.total };
}

export async function fetchEquipments(query: EquipmentListQuery, signal?: AbortSignal): Promise<{ facilities: Facility[]; total: number }> {
  const { data } = await api.get<EquipmentList>('/api/v1/equipment', { params: query, signal });
  return { facilities: data.equipments, total: data.summary.total };
}

export async function fetchSpace(id: string, signal?: AbortSignal): Promise<Facility> {
  const { data } = await api.get<SpaceDetail>(`/api/v1/space/${encodeURIComponent(id)}`, { signal });
  return data.space;
}

export async function fetchEquipment(id: string, signal?: AbortSignal): Promise<Facility> {
  const { data } = await api.get<EquipmentDetail>(`/api/v1/equipment/${encodeURIComponent(id)}`, { signal });
  return data.equipment;
}

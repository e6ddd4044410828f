import type { Education, EducationDetail, EducationList, EducationListQuery } from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchEducations(query: EducationListQuery, signal?: AbortSignal): Promise<{ educations: Education[]; total: number }> {
  const { data } = await api.get<EducationList>('/api/v1/education', { params: query, signal });
  return { educations: data.educations, total: data.summary.total };
}

export async function fetchEducation(id: string, signal?: AbortSignal): Promise<Education> {
  const { data } = await api.get<EducationDetail>(`/api/v1/education/${encodeURIComponent(id)}`, { signal });
  return data.education;
}

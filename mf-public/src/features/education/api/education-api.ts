import {
  apiItemPath,
  PUBLIC_CONTENT_PATHS,
  type Education,
  type EducationDetail,
  type EducationList,
  type EducationListQuery,
} from '@centre/contracts';
import { api } from '@centre/platform';

export async function fetchEducations(query: EducationListQuery, signal?: AbortSignal): Promise<{ educations: Education[]; total: number }> {
  const { data } = await api.get<EducationList>(PUBLIC_CONTENT_PATHS.education, { params: query, signal });
  return { educations: data.educations, total: data.summary.total };
}

export async function fetchEducation(id: string, signal?: AbortSignal): Promise<Education> {
  const { data } = await api.get<EducationDetail>(apiItemPath(PUBLIC_CONTENT_PATHS.education, id), { signal });
  return data.education;
}

// Advisors and equipment as a schema form's reference fields offer them (a session's advisor, a
// practice session's machine), and an advice session as a line of text.
import { useQuery } from '@tanstack/react-query';
import { ADVICE_PLACE_WORDS, type ConsoleAdviceSession, type ConsoleEquipmentList, type Locale } from '@centre/contracts';
import { api, useLocale } from '@centre/platform';
import type { ReferenceChoices } from '../../components/form/SchemaField.tsx';
import { localisedIn } from '../../lib/localised.ts';
import { useAdvisorChoices } from './api.ts';

export function useAdvisorReference(): ReferenceChoices {
  const advisors = useAdvisorChoices();
  return {
    options: advisors.data?.map((advisor) => ({ value: advisor._id, label: advisor.name })),
    isPending: advisors.isPending,
    error: advisors.isError ? advisors.error : null,
    retry: () => void advisors.refetch(),
  };
}

export function useEquipmentReference(): ReferenceChoices {
  const locale = useLocale();
  const equipment = useQuery({
    queryKey: ['equipment', 'choices'],
    queryFn: async ({ signal }) => (await api.get<ConsoleEquipmentList>('/api/console/equipment', { params: { limit: 100, offset: 0 }, signal })).data.equipments,
    staleTime: 60_000,
  });
  return {
    options: equipment.data?.map((item) => ({ value: item._id, label: `${localisedIn(item.title, locale)} (${item.site})` })),
    isPending: equipment.isPending,
    error: equipment.isError ? equipment.error : null,
    retry: () => void equipment.refetch(),
  };
}

/** "2026-12-01 10:00–11:00 · Kim · phone call". */
export function sessionLine(session: Pick<ConsoleAdviceSession, 'date' | 'startTime' | 'endTime' | 'advisorName' | 'mode' | 'site'>, locale: Locale): string {
  const place = ADVICE_PLACE_WORDS[session.mode === 'VISIT' && session.site ? session.site : session.mode][locale];
  return `${session.date} ${session.startTime}–${session.endTime} · ${session.advisorName} · ${place}`;
}

import { useWatch } from 'react-hook-form';
import { useLocale } from '@centre/platform';
import type { ReferenceChoices } from '../../components/form/SchemaField.tsx';
import { localisedIn } from '../../lib/localised.ts';
import { useAuthorChoices, useProgramChoices } from './api.ts';

/** A work's program, chosen by title. */
export function useProgramReference(): ReferenceChoices {
  const locale = useLocale();
  const programs = useProgramChoices();
  return { options: programs.data?.rows.map((program) => ({ value: program._id, label: localisedIn(program.title, locale) })), isPending: programs.isPending, error: programs.error, retry: () => void programs.refetch() };
}

/** A work's hall: the halls of the program chosen in the same form. */
export function useHallReference(): ReferenceChoices {
  const locale = useLocale();
  const programs = useProgramChoices();
  const programId = useWatch({ name: 'programId' }) as string | undefined;
  const program = programs.data?.rows.find((row) => row._id === programId);
  const options = programs.data ? (program?.halls ?? []).map((hall) => ({ value: hall._id, label: localisedIn(hall.name, locale) })) : undefined;
  return { options, isPending: programs.isPending, error: programs.error, retry: () => void programs.refetch() };
}

/** A work's author, chosen by name. */
export function useAuthorReference(): ReferenceChoices {
  const locale = useLocale();
  const authors = useAuthorChoices();
  return { options: authors.data?.rows.map((author) => ({ value: author._id, label: localisedIn(author.name, locale) })), isPending: authors.isPending, error: authors.error, retry: () => void authors.refetch() };
}

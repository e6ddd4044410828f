import type { FieldHints, ReferenceChoices } from '../../components/form/SchemaField.tsx';
import { useCourseReference } from '../../lib/course-choices.ts';
import type { AnyConsoleScreen, ReferenceList } from './resources.ts';

/** The hook that loads each list a reference field chooses from. */
const REFERENCE_CHOICES: Record<ReferenceList, () => ReferenceChoices> = {
  courses: useCourseReference,
};

/** A screen's reference fields as its form's hints (FieldHints.references). */
export function referenceHintsOf(screen: AnyConsoleScreen): FieldHints['references'] {
  return Object.fromEntries(Object.entries(screen.references ?? {}).map(([field, list]) => [field, REFERENCE_CHOICES[list]]));
}

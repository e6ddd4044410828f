// Courses as choices: the equipment form's prerequisite and the trainings page both pick from them.
import { useQuery } from '@tanstack/react-query';
import { COURSE_CHOICES_PATH, type CourseChoice, type CourseChoiceList, type Locale } from '@centre/contracts';
import { api, useLocale } from '@centre/platform';
import { localisedIn } from './localised.ts';
import type { ReferenceChoices } from '../components/form/SchemaField.tsx';

/**
 * The education programme's courses as a prerequisite or a completed training is chosen from:
 * every course not in the trash, newest first. Read from the equipment family, so the facility
 * staff who set prerequisites and record trainings can read it without editing the programme.
 */
export function useCourseChoices() {
  return useQuery({
    queryKey: ['courses', 'choices'],
    queryFn: async ({ signal }) => (await api.get<CourseChoiceList>(COURSE_CHOICES_PATH, { signal })).data.courses,
    staleTime: 60_000,
  });
}

/** A course as a choice reads: its title in the staff member's language, and its period to tell reruns apart. */
export function courseLabel(course: CourseChoice, locale: Locale): string {
  // Calendar dates (YYYY-MM-DD) already, as the console shows dates.
  const period = course.periodFrom === course.periodTo ? course.periodFrom : `${course.periodFrom} – ${course.periodTo}`;
  return `${localisedIn(course.title, locale)} (${period})`;
}

/** The courses as a schema form's reference field offers them (the equipment's prerequisite). */
export function useCourseReference(): ReferenceChoices {
  const locale = useLocale();
  const courses = useCourseChoices();
  return {
    options: courses.data?.map((course) => ({ value: course._id, label: courseLabel(course, locale) })),
    isPending: courses.isPending,
    error: courses.isError ? courses.error : null,
    retry: () => void courses.refetch(),
  };
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulToday, type ConsoleUser } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage, formatDate, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { localisedIn } from '../lib/localised.ts';
import { useMemberSearch, useRecordTraining, useRemoveTraining, useTrainings } from '../features/applications/api/people.ts';
import { courseLabel, useCourseChoices } from '../lib/course-choices.ts';
import { RemovableList } from '../features/applications/components/RemovableList.tsx';
import { ApplyTabs } from '../features/applications/components/ApplyTabs.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';
import own from '../features/applications/components/applications.module.css';

/**
 * Training completions: equipment may require a course of the education programme; staff record
 * that a member completed it (find the member, choose the course and the day).
 */
export default function ApplyTrainingsPage() {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const locale = useLocale();
  const [keyword, setKeyword] = useState('');
  const [member, setMember] = useState<ConsoleUser | null>(null);
  const found = useMemberSearch(keyword);
  const courses = useCourseChoices();
  const trainings = useTrainings(member?._id);
  const record = useRecordTraining();
  const remove = useRemoveTraining();
  const [courseId, setCourseId] = useState('');
  const [completedOn, setCompletedOn] = useState(seoulToday());
  const [removing, setRemoving] = useState<string | null>(null);
  const ids = { course: useId(), date: useId() };
  const courseTitle = (id: string) => localisedIn(courses.data?.find((course) => course._id === id)?.title, locale) || id;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!member || !courseId || !completedOn) return;
    record.mutate({ memberId: member._id, educationId: courseId, completedOn });
  };

  return (
    <section aria-labelledby="trainings-title">
      <h1 id="trainings-title" className={styles.pageTitle}>
        {t('trainings.title')}
      </h1>
      <ApplyTabs />
      <p className={styles.hint}>{t('trainings.intro')}</p>
      <div className={styles.listTools}>
        <SearchForm keyword={keyword} onSearch={(value) => setKeyword(value.trim())} label={t('trainings.findMember')} />
      </div>
      {found.isFetching && <LoadingState />}
      {found.isError && <ErrorState detail={errorMessage(found.error)} onRetry={() => void found.refetch()} />}
      {found.data &&
        (found.data.length === 0 ? (
          <EmptyState>{t('queue.noMatch')}</EmptyState>
        ) : (
          <ul className={own.recordList} aria-label={t('trainings.found')}>
            {found.data.map((user) => (
              <li key={user._id}>
                <span>
                  {user.name} ({user.username})
                </span>
                <button type="button" className={styles.secondaryButton} aria-pressed={member?._id === user._id} onClick={() => setMember(user)}>
                  {t('trainings.choose', { name: user.name })}
                </button>
              </li>
            ))}
          </ul>
        ))}
      {member && (
        <div className={own.sections}>
          <section className={own.panel} aria-labelledby="trainings-member">
            <h2 id="trainings-member">{t('trainings.memberTitle', { name: `${member.name} (${member.username})` })}</h2>
            {trainings.isPending && <LoadingState />}
            {trainings.isError && <ErrorState detail={errorMessage(trainings.error)} onRetry={() => void trainings.refetch()} />}
            {trainings.data &&
              (trainings.data.length === 0 ? (
                <p className={styles.hint}>{t('trainings.none')}</p>
              ) : (
                <RemovableList
                  items={trainings.data}
                  keyOf={(training) => training._id}
                  describe={(training) => `${courseTitle(training.educationId)} · ${formatDate(training.completedOn)}`}
                  subjectOf={(training) => courseTitle(training.educationId)}
                  removeLabel={t('trainings.remove')}
                  onRemove={(training) => {
                    remove.reset();
                    setRemoving(training._id);
                  }}
                />
              ))}
            {courses.isError && <ErrorState detail={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />}
            <form className={own.periodForm} onSubmit={submit} aria-labelledby="trainings-add">
              <span id="trainings-add" className={styles.label}>
                {t('trainings.add')}
              </span>
              <label htmlFor={ids.course}>
                <span>{t('trainings.course')}</span>
                <select id={ids.course} value={courseId} required disabled={!courses.data} aria-busy={courses.isPending || undefined} onChange={(event) => setCourseId(event.target.value)}>
                  <option value="">{t('trainings.chooseCourse')}</option>
                  {courses.data?.map((course) => (
                    <option key={course._id} value={course._id}>
                      {courseLabel(course, locale)}
                    </option>
                  ))}
                </select>
              </label>
              <label htmlFor={ids.date}>
                <span>{t('trainings.completedOn')}</span>
                <input id={ids.date} type="date" value={completedOn} required onChange={(event) => setCompletedOn(event.target.value)} />
              </label>
              <button type="submit" className={styles.primaryButton} disabled={record.isPending || !courseId} aria-busy={record.isPending}>
                {t('trainings.save')}
              </button>
              <span role="status" className={record.isError ? styles.error : styles.hint}>
                {record.isError ? errorMessage(record.error) : record.isSuccess ? t('trainings.saved') : ''}
              </span>
            </form>
          </section>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('trainings.confirmRemove')}
        confirmLabel={t('trainings.remove')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

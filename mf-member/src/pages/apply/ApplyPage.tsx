import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { APPLY_FORMS, type ApplyFormName, type Location, type MemberApplication } from '@centre/contracts';
import { LoadingState, usePageMeta } from '@centre/platform';
import { useScheduleUnit } from '../../features/applications/api/applications.ts';
import { ApplyConfirmation } from '../../features/applications/components/ApplyConfirmation.tsx';
import { ApplyForm } from '../../features/applications/components/ApplyForm.tsx';
import { APPLICATIONS_NAMESPACE, registerApplicationsTranslations } from '../../features/applications/i18n/translations.ts';
import { useProfile } from '../../features/mypage/api/profile.ts';
import styles from '../../features/applications/components/applications.module.css';

void registerApplicationsTranslations();

/**
 * /cuttingroom/apply, /studio/apply and /studio/apply2 (signed-in members; the routes guard them).
 * Opened from the public calendar with `?unit=`, that session is chosen already.
 */
export default function ApplyPage({ form }: { form: ApplyFormName }) {
  const { work, location } = APPLY_FORMS[form];
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const title = location ? t('apply.titleAt', { work: t(`work.${work}`), site: t(`site.${location}`) }) : t('apply.title', { work: t(`work.${work}`) });
  usePageMeta({ title });
  const [searchParams, setSearchParams] = useSearchParams();
  const unitId = searchParams.get('unit');
  const unit = useScheduleUnit(unitId);
  const profile = useProfile();
  const [applied, setApplied] = useState<MemberApplication[] | null>(null);
  // "Apply for another day" starts afresh: the session the calendar named was just booked (item 4).
  const [another, setAnother] = useState(0);
  // …at the site just booked (the cutting room form lets the maker choose it).
  const [site, setSite] = useState<Location | null>(null);
  // Another room's or site's unit (an edited address) is simply not preselected.
  const preselected = another === 0 && unit.data && unit.data.work === work && (location === null || unit.data.location === location) ? unit.data : null;
  const ready = !profile.isPending && (unitId === null || !unit.isPending);

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t(`apply.lead.${work}`)}</p>
      {applied ? (
        <ApplyConfirmation
          applications={applied}
          onAnother={() => {
            setSite(applied[0]?.location ?? null);
            setApplied(null);
            setAnother((count) => count + 1);
            if (unitId !== null) setSearchParams({}, { replace: true });
          }}
        />
      ) : ready ? (
        <ApplyForm
          key={`${another}:${unitId ?? ''}`}
          work={work}
          fixedLocation={location}
          defaultPhone={profile.data?.phone ?? ''}
          preselected={preselected}
          initialLocation={site}
          memberKind={profile.data?.memberKind ?? null}
          onApplied={setApplied}
        />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}

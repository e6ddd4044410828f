import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Type } from 'typebox';
import { useQueryClient } from '@tanstack/react-query';
import { AdvisorInput, advisorPhotoUrl, consoleAdvisorPhotoPath, UPLOAD_IMAGE_TYPES, type ConsoleAdvisor } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FileUploadButton } from '../../components/FileUploadButton.tsx';
import { SchemaForm } from '../../components/form/SchemaForm.tsx';
import { useAdvisor, useDeleteAdvisor, useSaveAdvisor } from '../../features/support/api.ts';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalText } from '../../features/support/refusal.ts';
import styles from '../../components/components.module.css';
import own from '../../features/support/support.module.css';

/** The advisor as staff edit them here; the photo is uploaded on its own (AdvisorPhoto) and kept by a save. */
const AdvisorFields = Type.Omit(AdvisorInput, ['photoFileId']);
type AdvisorFields = Omit<AdvisorInput, 'photoFileId'>;
const BLANK: AdvisorFields = { name: '', profession: 'LABOUR_ATTORNEY', specialities: ['LABOUR'], languages: ['ko'], bio: { ko: '', en: '', cn: '', jp: '' }, active: true };

/** A new advisor, or one to change or remove (an advisor with sessions is made inactive instead). */
export default function AdvisorEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const advisor = useAdvisor(id);
  return (
    <section aria-labelledby="advisor-title">
      <p><Link to="/console/advice/advisors" className={styles.backLink}>{t('advisors.back')}</Link></p>
      <h1 id="advisor-title" className={styles.pageTitle}>{id ? t('advisors.editTitle', { name: advisor.data?.name ?? '' }) : t('advisors.create')}</h1>
      {id && advisor.isPending && <LoadingState />}
      {id && advisor.isError && <ErrorState detail={errorMessage(advisor.error)} onRetry={() => void advisor.refetch()} />}
      {id && advisor.data && <AdvisorPhoto advisor={advisor.data} />}
      {(!id || advisor.data) && <AdvisorForm id={id} advisor={advisor.data} />}
    </section>
  );
}

/** The advisor's photo: a picture the server checks by its bytes (PNG, JPEG, WebP), sent with a progress bar. */
function AdvisorPhoto({ advisor }: { advisor: ConsoleAdvisor }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const queries = useQueryClient();
  const [saved, setSaved] = useState(false);
  const photo = advisorPhotoUrl(advisor.photoFileId);
  return (
    <div className={own.panel}>
      <h2>{t('advisors.photo')}</h2>
      {photo ? <img className={own.photo} src={photo} alt={t('advisors.photoAlt', { name: advisor.name })} width={128} height={128} /> : <p>{t('advisors.noPhoto')}</p>}
      <div role="status" className={styles.notice}>{saved ? t('advisors.photoSaved') : ''}</div>
      <FileUploadButton
        label={photo ? t('advisors.replacePhoto') : t('advisors.uploadPhoto')}
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        path={consoleAdvisorPhotoPath(advisor._id)}
        describeError={(error) => refusalText(error, locale)}
        onUploaded={() => {
          setSaved(true);
          void queries.invalidateQueries({ queryKey: ['advisors'] });
        }}
      />
      <p className={styles.hint}>{t('advisors.photoHint')}</p>
    </div>
  );
}

function AdvisorForm({ id, advisor }: { id: string | undefined; advisor: ConsoleAdvisor | undefined }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSaveAdvisor(id);
  const remove = useDeleteAdvisor();
  const [asking, setAsking] = useState(false);
  const defaults: AdvisorFields = advisor
    ? { name: advisor.name, profession: advisor.profession, specialities: advisor.specialities, languages: advisor.languages, bio: advisor.bio, active: advisor.active }
    : BLANK;
  return (
    <>
      <div role="status" className={styles.notice}>{save.isSuccess ? t('saved') : ''}</div>
      <SchemaForm<AdvisorFields>
        schema={AdvisorFields}
        defaultValues={defaults}
        hints={{ namespace: SUPPORT_NAMESPACE, multiline: ['bio'] }}
        labelledBy="advisor-title"
        submitLabel={t('save')}
        submitting={save.isPending}
        serverError={save.isError ? refusalText(save.error, locale) : undefined}
        onSubmit={(input) =>
          save.mutate({ ...input, photoFileId: advisor?.photoFileId ?? null }, { onSuccess: (saved) => { if (!id) navigate(`/console/advice/advisors/${saved._id}`, { replace: true }); } })
        }
        extraActions={
          id ? (
            <button type="button" className={styles.dangerButton} onClick={() => { remove.reset(); setAsking(true); }}>{t('delete')}</button>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={asking}
        title={t('advisors.deleteTitle')}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        error={remove.isError ? refusalText(remove.error, locale) : undefined}
        onConfirm={() => remove.mutate(id!, { onSuccess: () => navigate('/console/advice/advisors') })}
        onCancel={() => setAsking(false)}
      >
        <p>{t('advisors.deleteQuestion', { name: advisor?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}

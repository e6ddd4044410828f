import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { REVIEWED_MEMBER_FILE_KINDS, type MemberFile } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, useLocale } from '@centre/platform';
import { formatPhone } from '@centre/platform/phone';
import { downloadMemberFile, useMember } from '../features/members/api.ts';
import { FileReviewForm } from '../features/members/FileReviewForm.tsx';
import { MemberAdminPanel } from '../features/members/MemberAdminPanel.tsx';
import { MemberApplications } from '../features/members/MemberApplications.tsx';
import { useLevels } from '../lib/member-levels.ts';
import { ResourceCell } from '../components/ResourceCell.tsx';
import styles from '../components/components.module.css';

/** One member as staff see them: profile, receive consent, the consent ledger and their documents. */
export default function MemberDetailPage() {
  const { t } = useTranslation('console');
  const id = useParams().id ?? '';
  const member = useMember(id);
  const levels = useLevels();
  const locale = useLocale();
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const user = member.data;
  const download = (file: MemberFile) => {
    setDownloadError(undefined);
    downloadMemberFile(id, file._id, file.originalName).catch((error: unknown) => setDownloadError(errorMessage(error)));
  };
  return (
    <section aria-labelledby="member-title">
      <p>
        <Link to="/console/users" className={styles.backLink}>
          {t('members.back')}
        </Link>
      </p>
      <h1 id="member-title" className={styles.pageTitle}>
        {/* A withdrawn account keeps only a random placeholder username: say what it is instead. */}
        {user ? (user.status === 'WITHDRAWN' ? t('members.withdrawnMember') : `${user.name} (${user.username})`) : t('nav.users')}
      </h1>
      {member.isPending && <LoadingState />}
      {member.isError && <ErrorState detail={errorMessage(member.error)} onRetry={() => void member.refetch()} />}
      {user && (
        <>
          <MemberAdminPanel key={`${user._id}-${user.status}-${user.levelId ?? ''}-${user.memo}`} member={user} />
          <h2>{t('members.profile')}</h2>
          <dl className={styles.details}>
            <dt>{t('members.id')}</dt>
            <dd>{user._id}</dd>
            <dt>{t('members.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('members.phone')}</dt>
            <dd>{formatPhone(user.phone)}</dd>
            <dt>{t('members.memberKind')}</dt>
            <dd>{t(`enums.${user.memberKind}`)}</dd>
            <dt>{t('members.status')}</dt>
            <dd>{t(`enums.${user.status}`)}</dd>
            <dt>{t('members.country')}</dt>
            <dd>{user.country}</dd>
            <dt>{t('members.createdAt')}</dt>
            <dd>
              <ResourceCell value={user.createdAt} kind="datetime" />
            </dd>
            <dt>{t('memberAdmin.fields.level')}</dt>
            <dd>{(() => {
              const level = levels.data?.find((candidate) => candidate._id === user.levelId);
              return level ? level.name[locale] || level.name.ko : t('memberAdmin.noLevel');
            })()}</dd>
            <dt>{t('memberAdmin.fields.memo')}</dt>
            <dd>{user.memo || '—'}</dd>
            <dt>{t('members.receiveConsent')}</dt>
            <dd>
              {t('enums.SMS')}: {user.receiveConsent.sms ? t('list.yes') : t('list.no')} · {t('enums.EMAIL')}: {user.receiveConsent.email ? t('list.yes') : t('list.no')}
            </dd>
          </dl>
          <MemberApplications memberId={user._id} />
          <h2>{t('members.consents')}</h2>
          {user.consents.length === 0 ? (
            <p>{t('members.noConsents')}</p>
          ) : (
            <ul>
              {user.consents.map((consent) => (
                <li key={`${consent.code}-${consent.version}-${consent.at}`}>
                  {t(`members.consentCodes.${consent.code}`)} v{consent.version}: {consent.agreed ? t('members.agreed') : t('members.declined')} (<ResourceCell value={consent.at} kind="datetime" />)
                </li>
              ))}
            </ul>
          )}
          <h2>{t('members.files')}</h2>
          {downloadError && (
            <p className={styles.error} role="alert">
              {downloadError}
            </p>
          )}
          {user.files.length === 0 ? (
            <p>{t('members.noFiles')}</p>
          ) : (
            user.files.map((file) => (
              <article key={file._id} className={styles.listItem} aria-labelledby={`file-${file._id}`}>
                <h3 id={`file-${file._id}`}>
                  {t(`members.fileKinds.${file.kind}`)}: {file.originalName}
                </h3>
                <p>
                  {file.reviewState ? t(`enums.${file.reviewState}`) : ''}
                  {file.validUntil ? ` · ${t('members.validUntil')} ${file.validUntil}` : ''}
                  {file.reviewNote ? ` · ${file.reviewNote}` : ''}
                </p>
                <button type="button" className={styles.secondaryButton} onClick={() => download(file)}>
                  {t('members.download', { name: file.originalName })}
                </button>
                {REVIEWED_MEMBER_FILE_KINDS.includes(file.kind) && <FileReviewForm memberId={user._id} file={file} />}
              </article>
            ))
          )}
        </>
      )}
    </section>
  );
}

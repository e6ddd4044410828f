import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberFile } from '@centre/contracts';
import { EmptyState, errorMessage, formatDate } from '@centre/platform';
import { downloadMemberFile } from '../api/member-files.ts';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import styles from './mypage.module.css';

const REVIEW_BADGE = { WAITING: styles.badgeWaiting, APPROVED: styles.badgeDone, REJECTED: styles.badgeRejected } as const;

/** The member's documents with staff's review of each (logos and photos are not reviewed). */
export function MemberFileTable({ files }: { files: MemberFile[] }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const [failure, setFailure] = useState<string | null>(null);
  if (files.length === 0) return <EmptyState>{t('myinfo.filesEmpty')}</EmptyState>;
  const download = (file: MemberFile) => {
    setFailure(null);
    downloadMemberFile(file._id, file.originalName).catch((error: unknown) => setFailure(errorMessage(error)));
  };
  return (
    <>
      {failure && <FormAlert>{failure}</FormAlert>}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('myinfo.fileKind')}</th>
            <th scope="col">{t('myinfo.fileName')}</th>
            <th scope="col">{t('myinfo.fileState')}</th>
            <th scope="col">{t('myinfo.fileDate')}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file._id}>
              <td data-label={t('myinfo.fileKind')}>{t(`myinfo.fileKinds.${file.kind}`)}</td>
              <td data-label={t('myinfo.fileName')}>
                <button type="button" className={styles.linkButton} aria-label={t('myinfo.download', { name: file.originalName })} onClick={() => download(file)}>
                  {file.originalName}
                </button>
              </td>
              <td data-label={t('myinfo.fileState')}>
                {file.reviewState ? (
                  <span className={`${styles.badge} ${REVIEW_BADGE[file.reviewState]}`}>{t(`myinfo.reviewStates.${file.reviewState}`)}</span>
                ) : (
                  <span className={styles.muted}>{t('myinfo.notReviewed')}</span>
                )}
                {file.reviewNote && <span className={styles.hint}> {file.reviewNote}</span>}
              </td>
              <td data-label={t('myinfo.fileDate')}>{formatDate(file.uploadedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

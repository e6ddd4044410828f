import { useTranslation } from 'react-i18next';
import type { PublicQuestionListItem } from '@centre/contracts';
import { SUPPORT_NAMESPACE } from '../i18n/translations.ts';
import styles from './support.module.css';

/** "Waiting for reply" or "answer complete", in words (not colour alone). */
export function QuestionStatus({ status }: { status: PublicQuestionListItem['status'] }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  return <span className={`${styles.badge} ${status === 'ANSWERED' ? styles.done : styles.waiting}`}>{t(`qna.status.${status}`)}</span>;
}

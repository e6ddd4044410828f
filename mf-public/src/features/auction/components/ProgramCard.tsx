import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicProgram } from '@centre/contracts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { formatSeoulTime } from '../format.ts';
import styles from './auction.module.css';

/** One program in the lists of /auction: title (link), period, bidding window and its halls. */
export function ProgramCard({ program }: { program: PublicProgram }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  return (
    <li className={styles.card}>
      <span className={styles.badge}>{t(`status.${program.status}`)}</span>
      <h3><Link to={`/auction/programs/${program._id}`}>{program.title}</Link></h3>
      <p className={styles.meta}>{t('program.period')}: {program.periodFrom} ~ {program.periodTo}</p>
      <p className={styles.meta}>{t('program.bidding')}: {formatSeoulTime(program.biddingOpensAt)} ~ {formatSeoulTime(program.biddingClosesAt)}</p>
      <p className={styles.meta}>{t('program.hallCount', { count: program.halls.length })}</p>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicProgram } from '@centre/contracts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { formatSeoulTime, formatWon } from '../format.ts';
import styles from './auction.module.css';

/** A program's period, bidding window, rules and halls, as a reader needs them before bidding. */
export function ProgramFacts({ program }: { program: PublicProgram }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const { rules } = program;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('program.status')}</dt>
        <dd>{t(`status.${program.status}`)}</dd>
        <dt>{t('program.period')}</dt>
        <dd>{program.periodFrom} ~ {program.periodTo}</dd>
        <dt>{t('program.bidding')}</dt>
        <dd>{formatSeoulTime(program.biddingOpensAt)} ~ {formatSeoulTime(program.biddingClosesAt)} {t('program.seoulTime')}</dd>
      </dl>
      {program.description && <p className={styles.description}>{program.description}</p>}

      <section className={styles.section} aria-labelledby="program-halls">
        <h2 id="program-halls">{t('program.halls')}</h2>
        <ul className={styles.cards}>
          {program.halls.map((hall) => (
            <li key={hall._id} className={styles.card}>
              <span className={styles.badge}>{t(`hallKind.${hall.kind}`)}</span>
              <h3><Link to={`/auction/halls/${hall._id}`}>{hall.name}</Link></h3>
              {hall.place && <p className={styles.meta}>{hall.place}</p>}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="program-rules">
        <h2 id="program-rules">{t('rules.title')}</h2>
        <dl className={styles.facts}>
          <dt>{t('rules.increments')}</dt>
          <dd>
            <ul className={styles.bandList}>
              {rules.increments.map((band) => (
                <li key={band.from}>{t('rules.band', { from: formatWon(t, band.from), step: formatWon(t, band.step) })}</li>
              ))}
            </ul>
          </dd>
          <dt>{t('rules.extension')}</dt>
          <dd>{rules.extensionMinutes > 0 ? t('rules.extensionMinutes', { count: rules.extensionMinutes }) : t('rules.noExtension')}</dd>
          <dt>{t('rules.hardClose')}</dt>
          <dd>{formatSeoulTime(rules.hardCloseAt)}</dd>
          <dt>{t('rules.approval')}</dt>
          <dd>{rules.approvalRequired ? t('rules.approvalRequired') : t('rules.approvalNotRequired')}</dd>
          <dt>{t('rules.buyNow')}</dt>
          <dd>{t(`rules.buyNowRule.${rules.buyNowRule}`)}</dd>
        </dl>
      </section>
    </>
  );
}

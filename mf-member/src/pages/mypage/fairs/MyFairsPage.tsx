import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Fair } from '@centre/contracts';
import { Button, formatDate, usePageMeta } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { QueryState } from '../../../features/mypage/components/QueryState.tsx';
import { useMyFairs, useOpenFairs } from '../../../features/fairs/api/fairs.ts';
import { StatusBadge } from '../../../features/fairs/components/FairBadges.tsx';
import { BuyerRegisterForm, ExhibitorApplyForm } from '../../../features/fairs/components/ParticipationForms.tsx';
import styles from '../../../features/fairs/components/fairs.module.css';
import { MYFAIRS_NAMESPACE, registerMyFairsTranslations } from '../../../features/fairs/i18n/translations.ts';

void registerMyFairsTranslations();

const days = (fair: Fair) => (fair.firstDay === fair.lastDay ? fair.firstDay : `${fair.firstDay} ~ ${fair.lastDay}`);
const isOpen = (period: { from: string; until: string }, now: number) => Date.parse(period.from) <= now && now <= Date.parse(period.until);

/** One fair open for applications, with the two ways to take part the member has not used yet. */
function OpenFair({ fair, roles, onDone }: { fair: Fair; roles: Set<string>; onDone: (message: string) => void }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const [form, setForm] = useState<'EXHIBITOR' | 'BUYER' | null>(null);
  const now = Date.now();
  const canExhibit = !roles.has('EXHIBITOR') && isOpen(fair.exhibitorApplication, now);
  const canBuy = !roles.has('BUYER') && isOpen(fair.buyerApplication, now);
  const toggle = (which: 'EXHIBITOR' | 'BUYER') => setForm((current) => (current === which ? null : which));
  return (
    <li className={styles.card}>
      <h3>{fair.title}</h3>
      <p>
        <StatusBadge status={fair.status} labels="fairs.fairStatus" /> {days(fair)} · {t(`fairs.venue.${fair.venue}`)}
      </p>
      <p className={styles.hint}>{t('fairs.exhibitorPeriod', { from: formatDate(fair.exhibitorApplication.from), until: formatDate(fair.exhibitorApplication.until) })}</p>
      <p className={styles.hint}>{t('fairs.buyerPeriod', { from: formatDate(fair.buyerApplication.from), until: formatDate(fair.buyerApplication.until) })}</p>
      <div className={styles.actions}>
        {canExhibit && <Button variant={form === 'EXHIBITOR' ? 'primary' : 'secondary'} aria-expanded={form === 'EXHIBITOR'} onClick={() => toggle('EXHIBITOR')}>{t('fairs.applyExhibitor')}</Button>}
        {canBuy && <Button variant={form === 'BUYER' ? 'primary' : 'secondary'} aria-expanded={form === 'BUYER'} onClick={() => toggle('BUYER')}>{t('fairs.registerBuyer')}</Button>}
      </div>
      {form === 'EXHIBITOR' && (
        <>
          <p className={styles.hint}>{t('fairs.profileNeeded')} <Link to="/mypage/company">{t('fairs.profileLink')}</Link></p>
          <ExhibitorApplyForm fair={fair._id} onDone={(message) => { setForm(null); onDone(message); }} />
        </>
      )}
      {form === 'BUYER' && <BuyerRegisterForm fair={fair._id} onDone={(message) => { setForm(null); onDone(message); }} />}
    </li>
  );
}

/** /mypage/fairs: my fairs with role, status and table; fairs open for an application or a buyer registration. */
export default function MyFairsPage() {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  usePageMeta({ title: t('fairs.title') });
  const mine = useMyFairs();
  const open = useOpenFairs();
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const onDone = (message: string) => {
    setDone(message);
    window.requestAnimationFrame(() => doneRef.current?.focus());
  };
  return (
    <>
      <h1>{t('fairs.title')}</h1>
      <p>{t('fairs.lead')}</p>
      <div ref={doneRef} tabIndex={-1} aria-live="polite">{done && <FormAlert tone="success">{done}</FormAlert>}</div>
      <section className={styles.section} aria-labelledby="my-fairs">
        <h2 id="my-fairs">{t('fairs.mine')}</h2>
        <QueryState query={mine}>
          {(entries) =>
            entries.length === 0 ? (
              <p>{t('fairs.none')}</p>
            ) : (
              <ul className={styles.cards}>
                {entries.map((entry) => (
                  <li key={entry._id} className={styles.card}>
                    <h3><Link to={`/mypage/fairs/${entry.fair._id}`}>{entry.fair.title}</Link></h3>
                    <p className={styles.row}>
                      <span>{t(`fairs.role.${entry.role}`)}</span>
                      <StatusBadge status={entry.status} labels="fairs.status" />
                      {entry.table !== null && <span>{t('fairs.table', { table: entry.table })}</span>}
                    </p>
                    <p className={styles.hint}>{days(entry.fair)} · {t(`fairs.venue.${entry.fair.venue}`)} · <StatusBadge status={entry.fair.status} labels="fairs.fairStatus" /></p>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby="open-fairs">
        <h2 id="open-fairs">{t('fairs.open')}</h2>
        <QueryState query={open}>
          {(fairs) => {
            const now = Date.now();
            const openFairs = fairs.filter((fair) => isOpen(fair.exhibitorApplication, now) || isOpen(fair.buyerApplication, now));
            if (openFairs.length === 0) return <p>{t('fairs.noOpen')}</p>;
            const rolesOf = (fair: string) => new Set((mine.data ?? []).filter((entry) => entry.fair._id === fair).map((entry) => entry.role));
            return (
              <ul className={styles.cards}>
                {openFairs.map((fair) => <OpenFair key={fair._id} fair={fair} roles={rolesOf(fair._id)} onDone={onDone} />)}
              </ul>
            );
          }}
        </QueryState>
      </section>
    </>
  );
}

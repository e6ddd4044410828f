import { useTranslation } from 'react-i18next';
import type { Maker } from '@centre/contracts';
import { MAKERS_NAMESPACE } from '../i18n/translations.ts';
import styles from './makers.module.css';

/** The centre's trust mark, said in words (not colour alone). */
export function VerifiedMark() {
  const { t } = useTranslation(MAKERS_NAMESPACE);
  return (
    <span className={styles.verified} title={t('verifiedHint')}>
      <span aria-hidden="true">✓</span> {t('verified')}
    </span>
  );
}

/** Items and services as labelled lists of tags. */
export function MakerTags({ maker }: { maker: Pick<Maker, 'items' | 'services'> }) {
  const { t } = useTranslation(MAKERS_NAMESPACE);
  return (
    <>
      {maker.items.length > 0 && (
        <ul className={styles.tags} aria-label={t('items')}>
          {maker.items.map((item) => <li key={item}>{t(`itemLabels.${item}`)}</li>)}
        </ul>
      )}
      {maker.services.length > 0 && (
        <ul className={styles.tags} aria-label={t('services')}>
          {maker.services.map((service) => <li key={service}>{t(`serviceLabels.${service}`)}</li>)}
        </ul>
      )}
    </>
  );
}

/** Minimum order, lead time, capacity and languages: what a buyer compares first. */
export function MakerFacts({ maker }: { maker: Maker }) {
  const { t, i18n } = useTranslation(MAKERS_NAMESPACE);
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <dl className={styles.facts}>
      <dt>{t('district')}</dt>
      <dd>{maker.district || t('noDistrict')}</dd>
      <dt>{t('moq')}</dt>
      <dd>{t('moqValue', { value: number(maker.moq) })}</dd>
      <dt>{t('leadTime')}</dt>
      <dd>{t('leadTimeValue', { value: maker.leadTimeDays })}</dd>
      <dt>{t('capacityLabel')}</dt>
      <dd>{t('capacityValue', { value: number(maker.monthlyCapacity) })}</dd>
      {maker.languages.length > 0 && (
        <>
          <dt>{t('languages')}</dt>
          <dd>{maker.languages.map((language) => t(`languageLabels.${language}`)).join(', ')}</dd>
        </>
      )}
    </dl>
  );
}

import type { Facility } from '@centre/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { facilityHref } from '../facility-links.ts';
import { FacilityImage } from '../../../components/facility-image/FacilityImage.tsx';
import styles from './facilities.module.css';

/**
 * One card for spaces and equipment (spec §2): title, usage time, area and quantity when present,
 * location guidance and a thumbnail; the whole card links to the page its work type belongs to.
 */
export function FacilityCard({ facility, eagerImage = false, headingLevel = 3 }: { facility: Facility; eagerImage?: boolean; headingLevel?: 2 | 3 }) {
  // The card's title ranks under the heading above the grid: h3 in a home section, h2 under a page's h1.
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Link to={facilityHref(facility)} className={styles.cardLink}>
        <FacilityImage src={facility.thumb} alt="" eager={eagerImage} className={styles.thumb} />
        <div className={styles.cardBody}>
          <Title className={styles.cardTitle}>{facility.title}</Title>
          <FacilityFacts facility={facility} />
        </div>
      </Link>
    </article>
  );
}

/** Usage time, area, quantity and location guidance: the facts a card and a detail page both show. */
export function FacilityFacts({ facility, className }: { facility: Facility; className?: string }) {
  const { t } = useTranslation('public');
  return (
    <dl className={`${styles.facts} ${className ?? ''}`}>
      <FacilityFact label={t('facility.time')} value={facility.time} />
      <FacilityFact label={t('facility.area')} value={facility.capacity} />
      <FacilityFact label={t('facility.quantity')} value={facility.quantity === undefined ? undefined : t('facility.units', { count: facility.quantity })} />
      <FacilityFact label={t('facility.location')} value={facility.location} />
    </dl>
  );
}

/** A labelled fact; absent facts (no area, no quantity) are left out rather than shown empty. */
export function FacilityFact({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

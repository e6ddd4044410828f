import type { Facility } from '@centre/contracts';
import { FacilityCard } from './FacilityCard.tsx';
import styles from './facilities.module.css';

/** Cards in a responsive grid; the first row's pictures load at once, the rest when scrolled near. */
export function FacilityGrid({ facilities, eagerCount = 0, headingLevel = 3 }: { facilities: readonly Facility[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {facilities.map((facility, index) => (
        <li key={facility._id}>
          <FacilityCard facility={facility} eagerImage={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `count` empty cards in the same grid while the list loads: the picture's 4:3 box, a title line and
 * four fact lines, so the section is about as tall as it will be and the first row is exact.
 */
export function FacilityGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={styles.card}>
            <div className={styles.cardLink}>
              <div className={styles.noImage} />
              <div className={styles.cardBody}>
                <div className={styles.skeletonTitle} />
                <div className={styles.skeletonFacts} />
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

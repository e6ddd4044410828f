import { Link } from 'react-router-dom';
import type { Maker } from '@centre/contracts';
import { MakerFacts, MakerTags, VerifiedMark } from './MakerBadges.tsx';
import styles from './makers.module.css';

/** One published profile in the directory list; the whole card links to the profile. */
export function MakerCard({ maker }: { maker: Maker }) {
  return (
    <Link to={`/makers/${maker._id}`} className={styles.card}>
      <h2 className={styles.cardTitle}>
        {maker.tradeName}
        {maker.verified && <VerifiedMark />}
      </h2>
      <MakerTags maker={maker} />
      <MakerFacts maker={maker} />
    </Link>
  );
}

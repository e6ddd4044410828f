import { useTranslation } from 'react-i18next';
import type { Banner } from '@centre/contracts';
import { VisuallyHidden } from '@centre/platform';
import styles from './partners.module.css';

/** Partner logos are drawn 240×80; the attributes let the browser reserve their box before they load. */
const LOGO_SIZE = { width: 240, height: 80 } as const;

/** One partner logo; with a link it opens the partner's site in a new tab. */
export function PartnerLogo({ banner }: { banner: Banner }) {
  const { t } = useTranslation('shell');
  const image = (
    <img className={styles.logo} src={banner.image} alt={banner.alt || banner.title} {...LOGO_SIZE} loading="lazy" decoding="async" draggable={false} />
  );
  if (!banner.link) return <span className={styles.logoBox}>{image}</span>;
  return (
    <a className={styles.logoBox} href={banner.link} target="_blank" rel="noopener noreferrer">
      {image}
      <VisuallyHidden> ({t('newWindow')})</VisuallyHidden>
    </a>
  );
}

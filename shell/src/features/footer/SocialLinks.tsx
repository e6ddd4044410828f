import { useTranslation } from 'react-i18next';
import type { Setting } from '@centre/contracts';
import { VisuallyHidden } from '@centre/platform';
import styles from './footer.module.css';

const SOCIAL_NAMES: Record<Setting['social'][number]['type'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
};

/** The centre's social accounts from the site setting, each in a new tab. */
export function SocialLinks({ social }: { social: Setting['social'] }) {
  const { t } = useTranslation('shell');
  if (social.length === 0) return null;
  return (
    <ul className={styles.social} aria-label={t('footer.social')}>
      {social.map(({ type, url }) => (
        <li key={type + url}>
          <a href={url} target="_blank" rel="noopener noreferrer" data-social={type}>
            {SOCIAL_NAMES[type]}
            <VisuallyHidden> ({t('newWindow')})</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}

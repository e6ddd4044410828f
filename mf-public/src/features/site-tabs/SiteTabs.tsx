import type { Location } from '@centre/contracts';
import { LOCATIONS } from '@centre/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './site-tabs.module.css';

/**
 * The two sites (and "all" where a page lists both) as links: each tab is an address, so it can be
 * bookmarked and the current one is marked with aria-current for screen readers.
 */
export function SiteTabs({ current, hrefOf, withAll = false }: { current: Location | null; hrefOf: (site: Location | null) => string; withAll?: boolean }) {
  const { t } = useTranslation('public');
  const tabs: Array<Location | null> = withAll ? [null, ...LOCATIONS] : [...LOCATIONS];
  return (
    <nav className={styles.tabs} aria-label={t('site.tabsLabel')}>
      <ul>
        {tabs.map((site) => (
          <li key={site ?? 'ALL'}>
            <Link to={hrefOf(site)} className={styles.tab} aria-current={site === current ? 'page' : undefined}>
              {site ? t(`site.${site}`) : t('site.ALL')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useSiteSetting } from '@centre/platform';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../../components/ShellLink.tsx';
import { ContactBlock } from './ContactBlock.tsx';
import { PartnerSlider } from './partners/PartnerSlider.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import styles from './footer.module.css';

function SiteSettingBlocks() {
  const { t } = useTranslation('shell');
  const setting = useSiteSetting();
  if (setting.status === 'loading') {
    return <div className={styles.contactPending} role="status" aria-label={t('footer.contactLoading')} />;
  }
  if (setting.status === 'error') {
    return (
      <div className={styles.contactPending}>
        <p>{t('footer.contactFailed')}</p>
        <button type="button" className={styles.retry} onClick={setting.reload}>{t('footer.retry')}</button>
      </div>
    );
  }
  return (
    <>
      <ContactBlock setting={setting.data} />
      <SocialLinks social={setting.data.social} />
    </>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer>
      <PartnerSlider />
      <div className={styles.footer}>
        <div className={styles.inner}>
          <nav aria-label={t('footer.policies')}>
            <ul className={styles.policyLinks}>
              <li><ShellLink href="/terms-use">{t('footer.terms')}</ShellLink></li>
              {/* Korean sites emphasise the privacy policy (PIPA guidance): bold and in its own colour. */}
              <li><ShellLink href="/privacy-policy" className={styles.privacy}><strong>{t('footer.privacy')}</strong></ShellLink></li>
            </ul>
          </nav>
          <div className={styles.columns}>
            <SiteSettingBlocks />
          </div>
          <p className={styles.copyright}>© {new Date().getFullYear()} {t('centreName')}. {t('footer.rights')}</p>
        </div>
      </div>
    </footer>
  );
}

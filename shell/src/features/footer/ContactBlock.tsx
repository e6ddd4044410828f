import { useTranslation } from 'react-i18next';
import type { Setting } from '@centre/contracts';
import { formatKoreanPhone } from '@centre/platform';
import styles from './footer.module.css';

function Phone({ digits }: { digits: string }) {
  return <a href={`tel:${digits}`}>{formatKoreanPhone(digits)}</a>;
}

/** Spec §1: two branch phones, the cutting room, fax, e-mail and the address, from the site setting. */
export function ContactBlock({ setting }: { setting: Setting }) {
  const { t } = useTranslation('shell');
  return (
    <address className={styles.contact}>
      <p className={styles.siteName}>{setting.siteName}</p>
      <p>{setting.address}</p>
      <dl className={styles.contactList}>
        {setting.branches.map((branch) => (
          <div key={branch.site} data-contact={branch.site}>
            <dt>{branch.name}</dt>
            <dd><Phone digits={branch.phone} /></dd>
          </div>
        ))}
        <div data-contact="cutting-room">
          <dt>{t('footer.cuttingRoom')}</dt>
          <dd><Phone digits={setting.cuttingRoomPhone} /></dd>
        </div>
        <div data-contact="fax">
          <dt>{t('footer.fax')}</dt>
          <dd>{formatKoreanPhone(setting.fax)}</dd>
        </div>
        <div data-contact="email">
          <dt>{t('footer.email')}</dt>
          <dd><a href={`mailto:${setting.email}`}>{setting.email}</a></dd>
        </div>
      </dl>
      {setting.openingHours && <p className={styles.hours}>{t('footer.hours')}: {setting.openingHours}</p>}
    </address>
  );
}

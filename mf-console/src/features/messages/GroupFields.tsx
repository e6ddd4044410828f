import { useTranslation } from 'react-i18next';
import { LOCALES, LOCATIONS, MEMBER_KINDS, WORK_TYPES, type MessageGroup } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { useLevels } from '../../lib/member-levels.ts';
import styles from '../../components/components.module.css';

/** The group form's values: '' is "any". */
export interface GroupValues {
  memberKind: string;
  levelId: string;
  locale: string;
  approvedDate: string;
  location: string;
  work: string;
}

export const ANY_GROUP: GroupValues = { memberKind: '', levelId: '', locale: '', approvedDate: '', location: '', work: '' };

/** The contract's group from the form's choices (only what was chosen narrows it). */
export function groupOf(values: GroupValues): MessageGroup {
  const pick = <T extends string>(value: string, allowed: readonly T[]): T | undefined => allowed.find((candidate) => candidate === value);
  const memberKind = pick(values.memberKind, MEMBER_KINDS);
  const locale = pick(values.locale, LOCALES);
  const location = pick(values.location, LOCATIONS);
  const work = pick(values.work, WORK_TYPES);
  return {
    ...(memberKind ? { memberKind } : {}),
    ...(values.levelId ? { levelId: values.levelId } : {}),
    ...(locale ? { locale } : {}),
    ...(values.approvedDate ? { approvedOn: { date: values.approvedDate, ...(location ? { location } : {}), ...(work ? { work } : {}) } } : {}),
  };
}

const LOCALE_NAMES: Record<string, string> = { ko: '한국어', en: 'English', cn: '中文', jp: '日本語' };

/** Who a group message goes to: member kind, level, language, and "approved on a day" (site, work type). */
export function GroupFields({ values, onChange }: { values: GroupValues; onChange: (values: GroupValues) => void }) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const levels = useLevels();
  const select = (name: keyof GroupValues, label: string, options: ReadonlyArray<readonly [string, string]>, disabled = false) => (
    <label className={styles.filter}>
      <span>{label}</span>
      <select name={`group-${name}`} value={values[name]} disabled={disabled} onChange={(event) => onChange({ ...values, [name]: event.target.value })}>
        <option value="">{t('list.all')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{t('groupMessages.legend')}</legend>
      <p className={styles.hint}>{t('groupMessages.hint')}</p>
      <div className={styles.listTools}>
        {select('memberKind', t('members.memberKind'), MEMBER_KINDS.map((value) => [value, t(`enums.${value}`)] as const))}
        {select('levelId', t('memberAdmin.fields.level'), (levels.data ?? []).map((level) => [level._id, level.name[locale] || level.name.ko] as const))}
        {select('locale', t('memberAdmin.fields.locale'), LOCALES.map((value) => [value, LOCALE_NAMES[value] ?? value] as const))}
      </div>
      <div className={styles.listTools}>
        <label className={styles.filter}>
          <span>{t('groupMessages.approvedOn')}</span>
          <input type="date" name="group-approvedDate" value={values.approvedDate} onChange={(event) => onChange({ ...values, approvedDate: event.target.value })} />
        </label>
        {select('location', t('fields.site'), LOCATIONS.map((value) => [value, t(`enums.${value}`)] as const), !values.approvedDate)}
        {select('work', t('fields.work'), WORK_TYPES.map((value) => [value, t(`enums.${value}`)] as const), !values.approvedDate)}
      </div>
    </fieldset>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Id, type Coupon, type LevelName, type Locale } from '@centre/contracts';
import { errorMessage, useLocale } from '@centre/platform';
import { useIssueCoupon, useLoyalty } from '../api/coupons.ts';
import { SHOP_NAMESPACE } from '../i18n/translations.ts';
import styles from '../../../components/components.module.css';

const MEMBER_ID = new RegExp((Id as { pattern?: string }).pattern ?? '');

/** A level's name in the reader's language, Korean when it has none. */
export const levelNameOf = (level: LevelName, locale: Locale) => level.name[locale] || level.name.ko;

/**
 * Issuing a coupon: member ids pasted one a line (shop staff do not read the member directory)
 * and/or member levels ticked. A malformed line is said so, not sent; the server checks the rest.
 */
export function CouponIssueForm({ coupon, headingId, onDone, onCancel }: { coupon: Coupon; headingId: string; onDone: (newlyIssued: number) => void; onCancel: () => void }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const locale = useLocale();
  const loyalty = useLoyalty();
  const issue = useIssueCoupon();
  const ids = { members: useId(), membersHint: useId(), membersError: useId(), levels: useId() };
  const [memberText, setMemberText] = useState('');
  const [levelIds, setLevelIds] = useState<string[]>(coupon.issuedLevelIds);
  const [badLines, setBadLines] = useState<string[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = [...new Set(memberText.split(/\s+/).map((line) => line.trim()).filter(Boolean))];
    const bad = lines.filter((line) => !MEMBER_ID.test(line));
    setBadLines(bad);
    if (bad.length > 0) {
      document.getElementById(ids.members)?.focus();
      return;
    }
    issue.mutate({ couponId: coupon._id, input: { memberIds: lines, levelIds } }, { onSuccess: (answer) => onDone(answer.newlyIssued) });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <p className={styles.hint}>{t('coupons.issueIntro')}</p>
      <div className={styles.field}>
        <label htmlFor={ids.members} className={styles.label}>
          {t('coupons.memberIds')}
        </label>
        <textarea
          id={ids.members}
          rows={4}
          spellCheck={false}
          value={memberText}
          aria-invalid={badLines.length > 0 || undefined}
          aria-describedby={badLines.length > 0 ? ids.membersError : undefined}
          onChange={(event) => setMemberText(event.target.value)}
        />
        {badLines.length > 0 && (
          <p id={ids.membersError} className={styles.error} role="alert">
            {t('coupons.memberIdsInvalid', { lines: badLines.slice(0, 5).join(', ') })}
          </p>
        )}
      </div>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('coupons.levels')}</legend>
        {loyalty.isError && <p className={styles.error} role="alert">{t('coupons.levelsError')}</p>}
        {loyalty.data && loyalty.data.levels.length === 0 && <p className={styles.hint}>{t('coupons.noLevels')}</p>}
        {loyalty.data?.levels.map((level) => (
          <div key={level._id} className={styles.inlineField}>
            <input
              id={`${ids.levels}-${level._id}`}
              type="checkbox"
              checked={levelIds.includes(level._id)}
              onChange={(event) => setLevelIds((current) => (event.target.checked ? [...current, level._id] : current.filter((id) => id !== level._id)))}
            />
            <label htmlFor={`${ids.levels}-${level._id}`}>{levelNameOf(level, locale)}</label>
          </div>
        ))}
      </fieldset>
      {issue.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(issue.error)}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.primaryButton} disabled={issue.isPending}>
          {t('coupons.issueSubmit')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('coupons.cancel')}
        </button>
      </div>
    </form>
  );
}

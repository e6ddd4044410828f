import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { ReviewInput } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useWriteReview } from '../api/shop.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

interface ReviewValues {
  orderItemId: string;
  rating: string;
  text: string;
}

const requestOf = (values: ReviewValues): ReviewInput => ({ orderItemId: values.orderItemId, rating: Number(values.rating), text: values.text.trim() });
const resolver = ruleResolver<ReviewValues>(ReviewInput, { requestOf });

/** A rating of 1–5 and a text for one bought item of a confirmed order (checked by the server's schema). */
export function ReviewForm({ orderItemId, title, onDone }: { orderItemId: string; title: string; onDone: (message: string) => void }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const write = useWriteReview();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { text: useId(), rating: useId() };
  const { register, handleSubmit, formState } = useForm<ReviewValues>({ resolver, defaultValues: { orderItemId, rating: '', text: '' } });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await write.mutateAsync(requestOf(values));
      onDone(t('review.sent'));
    } catch (error) {
      setFailure(failureMessage(error, t, locale));
    }
  });
  const ratingError = formState.errors.rating ? t('review.ratingRequired') : undefined;
  const textError = formState.errors.text ? ruleMessage(formState.errors.text, locale, { schema: ReviewInput, field: 'text' }) ?? t('review.textRequired') : undefined;
  return (
    <form className={styles.itemActions} onSubmit={(event) => void submit(event)} noValidate aria-label={t('review.title', { title })}>
      <fieldset className={styles.stars} aria-describedby={ratingError ? `${ids.rating}-error` : undefined}>
        <legend>{t('review.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" value={String(n)} aria-invalid={ratingError ? true : undefined} {...register('rating')} />
            <span className={styles.starText} aria-hidden="true">{'★'.repeat(n)}</span>
            <span className={styles.srOnly}>{t('review.stars', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      {ratingError && <p id={`${ids.rating}-error`} className={styles.fieldError} role="alert">{ratingError}</p>}
      <div className={styles.inlineField}>
        <label htmlFor={ids.text}>{t('review.text')}</label>
        <textarea id={ids.text} maxLength={2000} aria-invalid={textError ? true : undefined} aria-describedby={textError ? `${ids.text}-error` : undefined} {...register('text')} />
        {textError && <p id={`${ids.text}-error`} className={styles.fieldError} role="alert">{textError}</p>}
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{t('review.submit')}</Button>
      </div>
    </form>
  );
}

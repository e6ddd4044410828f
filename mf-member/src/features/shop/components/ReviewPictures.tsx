import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, type Review } from '@centre/contracts';
import { Button, useConfirm, useLocale } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useAddReviewImage, useRemoveReviewImage } from '../api/shop.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

/**
 * The pictures of one of the member's reviews: up to three, each sent with the words a screen
 * reader says for it. The server checks the bytes again; these checks only spare a wasted upload.
 */
export function ReviewPictures({ review }: { review: Review }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const add = useAddReviewImage(review._id);
  const remove = useRemoveReviewImage(review._id);
  const { ask, dialog } = useConfirm();
  const ids = { heading: useId(), file: useId(), alt: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const room = SHOP_LIMITS.maxReviewImages - review.images.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const file = fileInput.current?.files?.[0];
    const next: typeof errors = {};
    if (!file) next.file = t('reviewImages.fileRequired');
    else if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > UPLOAD_IMAGE_MAX_BYTES) next.file = t('reviewImages.fileHint');
    if (alt.trim().length === 0) next.alt = t('reviewImages.altRequired');
    setErrors(next);
    if (next.file) return fileInput.current?.focus();
    if (next.alt || !file) return document.getElementById(ids.alt)?.focus();
    try {
      await add.mutateAsync({ file, alt: alt.trim() });
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      setMessage({ tone: 'success', text: t('reviewImages.added') });
    } catch (error) {
      setMessage({ tone: 'error', text: failureMessage(error, t, locale) });
    }
  };

  const removeImage = async (imageId: string, index: number) => {
    if (!(await ask({ title: t('reviewImages.confirmRemove'), confirmLabel: t('reviewImages.remove', { n: index + 1 }) }))) return;
    try {
      await remove.mutateAsync(imageId);
      fileInput.current?.focus();
    } catch (error) {
      setMessage({ tone: 'error', text: failureMessage(error, t, locale) });
    }
  };

  return (
    <section aria-labelledby={ids.heading} className={styles.stack}>
      {dialog}
      <h3 id={ids.heading}>{t('reviewImages.pictures')}</h3>
      {review.images.length > 0 && (
        <ul className={styles.images}>
          {review.images.map((image, index) => (
            <li key={image._id}>
              <img src={image.url} alt={image.alt} width={96} height={96} />
              <Button variant="secondary" onClick={() => void removeImage(image._id, index)} aria-label={t('reviewImages.remove', { n: index + 1 })}>×</Button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 ? (
        <form onSubmit={(event) => void submit(event)} noValidate className={styles.stack}>
          <div className={styles.inlineField}>
            <label htmlFor={ids.file}>{t('reviewImages.picture')}</label>
            <input id={ids.file} ref={fileInput} type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} aria-invalid={errors.file ? true : undefined} aria-describedby={`${ids.file}-hint`} />
            <p id={`${ids.file}-hint`} className={errors.file ? styles.fieldError : styles.hint}>{errors.file ?? t('reviewImages.fileHint')}</p>
          </div>
          <div className={styles.inlineField}>
            <label htmlFor={ids.alt}>{t('reviewImages.alt')}</label>
            <input id={ids.alt} value={alt} maxLength={SHOP_LIMITS.reviewImageAlt} onChange={(event) => setAlt(event.target.value)} aria-invalid={errors.alt ? true : undefined} aria-describedby={`${ids.alt}-hint`} />
            <p id={`${ids.alt}-hint`} className={errors.alt ? styles.fieldError : styles.hint}>{errors.alt ?? t('reviewImages.altHint')}</p>
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={add.isPending}>{add.isPending ? t('reviewImages.adding') : t('reviewImages.add')}</Button>
          </div>
        </form>
      ) : (
        <p className={styles.hint}>{t('reviewImages.full')}</p>
      )}
      <div aria-live="polite">{message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}</div>
    </section>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FAIR_LIMITS, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, type FairProduct, type FairProductPhoto } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useRemoveProductPhoto, useUploadProductPhoto } from '../api/fairs.ts';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** One fair product's photos: the shown ones, upload with progress (up to the limit), removal after the app's dialog. */
export function ProductPhotos({ fair, product }: { fair: string; product: FairProduct }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const upload = useUploadProductPhoto(fair);
  const remove = useRemoveProductPhoto(fair);
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ photo: FairProductPhoto; n: number } | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const full = product.photos.length >= FAIR_LIMITS.productPhotos;
  const inputId = `product-photo-${product._id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    const problem = !file
      ? t('productPhotos.chooseFile')
      : !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)
        ? t('productPhotos.wrongType')
        : file.size > UPLOAD_IMAGE_MAX_BYTES
          ? t('productPhotos.tooLarge')
          : null;
    if (problem || !file) {
      setResult({ tone: 'error', text: problem ?? '' });
      inputRef.current?.focus();
      return;
    }
    setResult(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ product: product._id, file, onProgress: setProgress });
      setResult({ tone: 'success', text: t('productPhotos.uploaded') });
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      setResult({ tone: 'error', text: failureMessage(failure, t, locale) });
    } finally {
      setProgress(null);
    }
  };

  const confirmRemove = async () => {
    if (!asking) return;
    try {
      await remove.mutateAsync({ product: product._id, photo: asking.photo._id });
      setResult({ tone: 'success', text: t('productPhotos.removed') });
    } catch (failure) {
      setResult({ tone: 'error', text: failureMessage(failure, t, locale) });
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className={styles.productPhotos}>
      <h4>{t('productPhotos.title')}</h4>
      {product.photos.length === 0 ? (
        <p className={styles.hint}>{t('productPhotos.none')}</p>
      ) : (
        <ul className={styles.photoList}>
          {product.photos.map((photo, index) => (
            <li key={photo._id}>
              <img src={photo.url} alt={t('productPhotos.alt', { name: product.name, n: index + 1, count: product.photos.length })} loading="lazy" decoding="async" width={96} height={96} />
              <Button variant="secondary" aria-label={t('productPhotos.removeLabel', { name: product.name, n: index + 1 })} disabled={remove.isPending} onClick={() => setAsking({ photo, n: index + 1 })}>
                {t('productPhotos.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={styles.hint}>{t('productPhotos.full', { max: FAIR_LIMITS.productPhotos })}</p>
      ) : (
        <form className={styles.pictureRow} onSubmit={(event) => void submit(event)} noValidate>
          <div className={styles.field}>
            <label htmlFor={inputId}>{t('productPhotos.choose', { name: product.name })}</label>
            <input id={inputId} ref={inputRef} type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} aria-describedby={`${inputId}-hint`} />
            <p id={`${inputId}-hint`} className={styles.hint}>{t('productPhotos.hint', { max: FAIR_LIMITS.productPhotos })}</p>
          </div>
          {progress !== null && (
            <div className={styles.field}>
              <label htmlFor={`${inputId}-progress`}>{t('productPhotos.uploading')}</label>
              <progress id={`${inputId}-progress`} max={1} value={progress} />
            </div>
          )}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={progress !== null}>{t('productPhotos.upload')}</Button>
          </div>
        </form>
      )}
      <p className={`${styles.live} ${result?.tone === 'error' ? styles.error : styles.success}`} role="status">{result?.text}</p>
      <ConfirmDialog
        open={asking !== null}
        title={t('productPhotos.removeTitle')}
        confirmLabel={t('productPhotos.remove')}
        cancelLabel={t('productPhotos.keep')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setAsking(null)}
      >
        <p>{asking && t('productPhotos.removeBody', { name: product.name, n: asking.n })}</p>
      </ConfirmDialog>
    </div>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS, UPLOAD_IMAGE_MAX_BYTES, type OwnProduct } from '@centre/contracts';
import { Button, useLocale, useConfirm } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useProductAction, useUploadProductImage } from '../api/shop.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Up to ten pictures, sent one by one with a progress bar; the first becomes the list picture. */
export function ProductImages({ product }: { product: OwnProduct }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const upload = useUploadProductImage(product._id);
  const action = useProductAction(product._id);
  const inputId = useId();
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const room = SHOP_LIMITS.maxImages - product.images.length;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setMessage(null);
    if (files.length > room) {
      setMessage({ tone: 'error', text: t('productForm.tooMany') });
      return;
    }
    let withThumb = product.thumb !== null;
    for (const file of files) {
      if (!PICTURE_TYPES.includes(file.type) || file.size > UPLOAD_IMAGE_MAX_BYTES) {
        setMessage({ tone: 'error', text: `${file.name}: ${t('productForm.imagesHint')}` });
        return;
      }
      setProgress({ name: file.name, share: 0 });
      try {
        await upload.mutateAsync({ file, asThumb: !withThumb, onProgress: (share) => setProgress({ name: file.name, share }) });
        withThumb = true;
        setMessage({ tone: 'success', text: t('productForm.uploaded') });
      } catch (error) {
        setMessage({ tone: 'error', text: failureMessage(error, t, locale) });
        break;
      } finally {
        setProgress(null);
      }
    }
  };

  const { ask, dialog } = useConfirm();
  const remove = async (url: string, index: number) => {
    if (!(await ask({ title: t('productForm.confirmRemoveImage'), confirmLabel: t('productForm.removeImage', { n: index + 1 }) }))) return;
    try {
      await action.mutateAsync({ kind: 'removeImage', url });
      document.getElementById(inputId)?.focus();
    } catch (error) {
      setMessage({ tone: 'error', text: failureMessage(error, t, locale) });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-heading`}>
      {dialog}
      <h2 id={`${inputId}-heading`}>{t('productForm.images')}</h2>
      {product.images.length > 0 && (
        <ul className={styles.images}>
          {product.images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('productForm.imageN', { n: index + 1 })} width={96} height={96} />
              <Button variant="secondary" onClick={() => void remove(url, index)} aria-label={t('productForm.removeImage', { n: index + 1 })}>×</Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inlineField}>
        <label htmlFor={inputId}>{t('productForm.addImages')}</label>
        <input id={inputId} type="file" accept={PICTURE_TYPES.join(',')} multiple disabled={room <= 0 || progress !== null} aria-describedby={`${inputId}-hint`} onChange={(event) => void add(event)} />
        <p id={`${inputId}-hint`} className={styles.hint}>{t('productForm.imagesHint')}</p>
      </div>
      {progress && (
        <div className={styles.inlineField}>
          <label htmlFor={`${inputId}-progress`}>{t('productForm.uploading', { name: progress.name })}</label>
          <progress id={`${inputId}-progress`} max={100} value={Math.round(progress.share * 100)} />
        </div>
      )}
      <div aria-live="polite">{message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}</div>
    </section>
  );
}

import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { INQUIRY_IMAGE_TYPES, INQUIRY_LIMITS, InquiryInput } from '@centre/contracts';
import { Button, useLocale } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { placeServerFieldErrors, ruleMessage, ruleResolver } from '@centre/platform/form-rules';
import { useAskQuestion } from '../api/inquiries.ts';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

const FIELDS = ['title', 'content'] as const;
const resolver = ruleResolver<InquiryInput>(InquiryInput, { requestOf: (values) => ({ title: values.title.trim(), content: values.content.trim() }) });
const IMAGE_MB = INQUIRY_LIMITS.imageBytes / (1024 * 1024);

/** Title, question and up to three pictures, checked here by the limits the server applies. */
export function InquiryForm() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const ask = useAskQuestion();
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<InquiryInput>({ resolver, defaultValues: { title: '', content: '' } });

  const addImages = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const problem =
      images.length + chosen.length > INQUIRY_LIMITS.images
        ? t('inquiries.imagesTooMany', { count: INQUIRY_LIMITS.images })
        : chosen.map((file) =>
            !(INQUIRY_IMAGE_TYPES as readonly string[]).includes(file.type)
              ? t('inquiries.imageWrongType', { name: file.name })
              : file.size > INQUIRY_LIMITS.imageBytes
                ? t('inquiries.imageTooLarge', { name: file.name, size: IMAGE_MB })
                : null,
          ).find(Boolean) ?? null;
    setImageError(problem);
    if (!problem) setImages((current) => [...current, ...chosen]);
  };

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    setProgress(images.length > 0 ? 0 : null);
    try {
      const inquiry = await ask.mutateAsync({ input: { title: input.title.trim(), content: input.content }, images, onProgress: setProgress });
      navigate(`/mypage/inquiries/${inquiry._id}`, { state: { sent: true } });
    } catch (error) {
      if (placeServerFieldErrors(error, setError, FIELDS).length === 0) setFailure(failureMessage(error, t, locale));
    } finally {
      setProgress(null);
    }
  });

  const error = (field: (typeof FIELDS)[number]) => ruleMessage(formState.errors[field], locale, { schema: InquiryInput, field });
  const contentError = error('content');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField id="inquiry-title" label={t('inquiries.fieldTitle')} maxLength={INQUIRY_LIMITS.titleMaxLength} error={error('title')} {...register('title')} />
      <div className={styles.field}>
        <label htmlFor="inquiry-content">{t('inquiries.fieldContent')}</label>
        <textarea
          id="inquiry-content"
          maxLength={INQUIRY_LIMITS.contentMaxLength}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? 'inquiry-content-error inquiry-content-hint' : 'inquiry-content-hint'}
          {...register('content')}
        />
        <p id="inquiry-content-hint" className={styles.hint}>{t('inquiries.contentHint', { max: INQUIRY_LIMITS.contentMaxLength })}</p>
        {contentError && <p id="inquiry-content-error" className={styles.fieldError}>{contentError}</p>}
      </div>
      <div className={styles.field}>
        <label htmlFor="inquiry-images">{t('inquiries.images')}</label>
        <input
          id="inquiry-images"
          type="file"
          accept={INQUIRY_IMAGE_TYPES.join(',')}
          multiple
          disabled={images.length >= INQUIRY_LIMITS.images}
          aria-invalid={imageError ? true : undefined}
          aria-describedby={imageError ? 'inquiry-images-error inquiry-images-hint' : 'inquiry-images-hint'}
          onChange={addImages}
        />
        <p id="inquiry-images-hint" className={styles.hint}>{t('inquiries.imagesHint', { count: INQUIRY_LIMITS.images, size: IMAGE_MB })}</p>
        {imageError && <p id="inquiry-images-error" className={styles.fieldError} role="alert">{imageError}</p>}
        {images.length > 0 && (
          <ul className={styles.list}>
            {images.map((image, index) => (
              <li key={`${image.name}-${index}`} className={styles.cardHead}>
                <span>{image.name}</span>
                <Button variant="secondary" aria-label={t('inquiries.removeImage', { name: image.name })} onClick={() => setImages((current) => current.filter((_, at) => at !== index))}>
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {progress !== null && (
        <div className={styles.field}>
          <label htmlFor="inquiry-progress">{t('inquiries.uploadProgress')}</label>
          <progress id="inquiry-progress" max={1} value={progress} />
        </div>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? t('inquiries.submitting') : t('inquiries.submit')}</Button>
        <Link to="/mypage/inquiries" className={styles.secondaryLink}>{t('inquiries.cancel')}</Link>
      </div>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAKER_IMAGE_KINDS, MEMBER_FILE_MAX_BYTES, MEMBER_FILE_TYPES, type MakerImageKind } from '@centre/contracts';
import { Button, useLocale, useSession } from '@centre/platform';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useMemberFiles, useUploadPicture } from '../api/fairs.ts';
import { MYFAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

const FILE_KIND = { logo: 'LOGO', photo: 'PHOTO' } as const satisfies Record<MakerImageKind, string>;

/** One picture: choose, upload with progress, and the result said aloud. */
function PictureUpload({ kind, memberId, current }: { kind: MakerImageKind; memberId: string; current: string | null }) {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const locale = useLocale();
  const upload = useUploadPicture(memberId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const label = t(`company.${kind}`);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    const problem = !file
      ? t('company.chooseFile')
      : !(MEMBER_FILE_TYPES[FILE_KIND[kind]] as readonly string[]).includes(file.type)
        ? t('company.wrongType')
        : file.size > MEMBER_FILE_MAX_BYTES
          ? t('company.tooLarge')
          : null;
    if (problem || !file) {
      setResult({ tone: 'error', text: problem ?? '' });
      inputRef.current?.focus();
      return;
    }
    setResult(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ kind, file, onProgress: setProgress });
      setResult({ tone: 'success', text: t('company.uploaded', { kind: label }) });
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      setResult({ tone: 'error', text: failureMessage(failure, t, locale) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className={styles.pictureRow} onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <div className={styles.field}>
        <label htmlFor={`picture-${kind}`}>{label}</label>
        <input id={`picture-${kind}`} ref={inputRef} type="file" accept={MEMBER_FILE_TYPES[FILE_KIND[kind]].join(',')} aria-describedby={`picture-${kind}-current`} />
        <p id={`picture-${kind}-current`} className={styles.hint}>{current ? t('company.current', { name: current }) : t('company.noFile')}</p>
      </div>
      {progress !== null && (
        <div className={styles.field}>
          <label htmlFor={`picture-${kind}-progress`}>{t('company.uploading')}</label>
          <progress id={`picture-${kind}-progress`} max={1} value={progress} />
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={progress !== null}>{t('company.upload')}</Button>
        <span className={`${styles.live} ${result?.tone === 'error' ? styles.error : styles.success}`} role="status">{result?.text}</span>
      </div>
    </form>
  );
}

/** The logo and workshop photo the directory shows, kept by the users service with the member's other files. */
export function CompanyPictures() {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  const memberId = useSession().payload?.sub ?? '';
  const files = useMemberFiles();
  const nameOf = (kind: MakerImageKind) => files.data?.find((file) => file.kind === FILE_KIND[kind])?.originalName ?? null;
  return (
    <section className={styles.section} aria-labelledby="company-pictures">
      <h2 id="company-pictures">{t('company.pictures')}</h2>
      <p className={styles.hint}>{t('company.picturesHint')}</p>
      {MAKER_IMAGE_KINDS.map((kind) => <PictureUpload key={kind} kind={kind} memberId={memberId} current={nameOf(kind)} />)}
    </section>
  );
}

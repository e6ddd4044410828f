import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleUser } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { formatPhone } from '@centre/platform/phone';
import { memberLabel, memberSearchTerm, useMemberSearch } from './member-picker.ts';
import styles from '../../components/components.module.css';

/**
 * Staff find the one member to write to by name, username or phone number (never by the internal
 * id): type, search (Enter or the button), choose from the matches. Lives inside the send form, so
 * Enter in the box searches instead of sending.
 */
export function MemberPicker({ chosen, onChoose, error }: { chosen: ConsoleUser | null; onChoose: (member: ConsoleUser | null) => void; error?: string | undefined }) {
  const { t } = useTranslation('console');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const found = useMemberSearch(term);
  const search = () => setTerm(memberSearchTerm(typed));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  if (chosen) {
    return (
      <div className={styles.field}>
        <p className={styles.label} id={`${id}-chosen`}>
          {t('memberPicker.chosen')}
        </p>
        <p aria-labelledby={`${id}-chosen`} data-chosen-member={chosen._id}>
          <strong>{memberLabel(chosen)}</strong> · {formatPhone(chosen.phone) || '—'} · {chosen.email || '—'}
        </p>
        <button type="button" className={styles.secondaryButton} onClick={() => onChoose(null)}>
          {t('memberPicker.change')}
        </button>
      </div>
    );
  }

  const members = found.data?.users ?? [];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-search`}>
        {t('memberPicker.label')} <span className={styles.required}>*</span>
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {t('memberPicker.hint')}
      </p>
      <div className={styles.listTools}>
        <input
          id={`${id}-search`}
          type="search"
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={Boolean(error)}
        />
        <button type="button" className={styles.secondaryButton} onClick={search}>
          {t('memberPicker.search')}
        </button>
      </div>
      {error && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {term && found.isPending && <LoadingState />}
      {found.isError && <ErrorState detail={errorMessage(found.error)} onRetry={() => void found.refetch()} />}
      {term && found.data && (
        <div aria-live="polite">
          {members.length === 0 ? (
            <p className={styles.hint}>{t('memberPicker.none', { term: typed.trim() })}</p>
          ) : (
            <ul className={styles.pickList} aria-label={t('memberPicker.results', { count: found.data.summary.total })}>
              {members.map((member) => (
                <li key={member._id}>
                  <span>
                    {memberLabel(member)} · {formatPhone(member.phone) || '—'}
                  </span>{' '}
                  <button type="button" className={styles.secondaryButton} onClick={() => onChoose(member)}>
                    {t('memberPicker.choose', { name: memberLabel(member) })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@centre/contracts';
import { errorMessage, errorResponseOf, statusOf } from '../api/errors.ts';
import { completeTwoStep, login } from '../instance.ts';
import { Button } from './Button.tsx';
import { validateSignIn } from './sign-in-rules.ts';
import styles from './SignInForm.module.css';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** Username + password sign-in used by the member area and the console; a code after it for two-step sign-in. */
export function SignInForm({ onSignedIn, title }: { onSignedIn: () => void; title?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  if (challenge) {
    return (
      <TwoStepCodeForm
        challenge={challenge}
        title={title ?? t('signIn.title')}
        onSignedIn={onSignedIn}
        onStartOver={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateSignIn(username, password);
    setFieldErrors(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key, { min: field === 'username' ? USERNAME_MIN_LENGTH : SIGN_IN_PASSWORD_MIN_LENGTH })])));
    setServerError(null);
    if (errors.username || errors.password) {
      const firstInvalid = errors.username ? `${id}-username` : `${id}-password`;
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const step = await login(username.trim(), password);
      if (step.done) onSignedIn();
      else setChallenge(step.challenge);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: 'username' | 'password', type: string, value: string, setValue: (value: string) => void, autoComplete: string) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = fieldErrors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>{t(`signIn.${name}`)}</label>
        <input
          id={inputId}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && <p id={errorId} className={styles.fieldError}>{error}</p>}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>{title ?? t('signIn.title')}</h1>
      {field('username', 'text', username, setUsername, 'username')}
      {field('password', 'password', password, setPassword, 'current-password')}
      {serverError && <p className={styles.serverError} role="alert">{serverError}</p>}
      <Button type="submit" disabled={submitting} className={styles.submit}>
        {submitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}

/**
 * The second step of a two-step sign-in: a six-digit code from the authenticator app (the phone's
 * keypad and one-time-code autofill offer it), or one of the recovery codes.
 */
export function TwoStepCodeForm({
  challenge,
  title,
  onSignedIn,
  onStartOver,
  headingLevel = 1,
}: {
  challenge: string;
  title: string;
  onSignedIn: () => void;
  onStartOver: () => void;
  /** 2 when the form sits under a page's own h1 (the member area's password page). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => input.current?.focus(), [recovery]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    const valid = recovery ? /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{2}$/.test(typed) : /^[0-9]{6}$/.test(typed);
    if (!valid) {
      setError(t(recovery ? 'signIn.recoveryCodeFormat' : 'signIn.codeFormat'));
      input.current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await completeTwoStep(challenge, typed);
      onSignedIn();
    } catch (failure) {
      const answer = errorResponseOf(failure);
      if (statusOf(failure) === 401 && answer?.code !== 'TWO_STEP_CODE_WRONG') {
        setExpired(true);
        setError(t('signIn.challengeExpired'));
      } else if (statusOf(failure) === 401) {
        setError(t('signIn.codeWrong'));
      } else {
        setError(errorMessage(failure));
      }
      setCode('');
      input.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  const inputId = `${id}-code`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>{title}</Heading>
      <p className={styles.hint} id={hintId}>{t(recovery ? 'signIn.recoveryHint' : 'signIn.codeHint')}</p>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t(recovery ? 'signIn.recoveryCode' : 'signIn.code')}</label>
        <input
          ref={input}
          id={inputId}
          name={recovery ? 'recoveryCode' : 'code'}
          type="text"
          value={code}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 12 : 6}
          required
          disabled={expired}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setCode(event.target.value)}
        />
        {error && <p id={errorId} className={styles.fieldError} role="alert">{error}</p>}
      </div>
      {!expired && (
        <Button type="submit" disabled={submitting} className={styles.submit}>
          {submitting ? t('signIn.submitting') : t('signIn.codeSubmit')}
        </Button>
      )}
      {!expired && (
        <button type="button" className={styles.linkButton} onClick={() => { setRecovery((value) => !value); setCode(''); setError(null); }}>
          {t(recovery ? 'signIn.useAppCode' : 'signIn.useRecoveryCode')}
        </button>
      )}
      <button type="button" className={styles.linkButton} onClick={onStartOver}>
        {t('signIn.startOver')}
      </button>
    </form>
  );
}

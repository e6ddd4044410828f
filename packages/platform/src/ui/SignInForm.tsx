import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@centre/contracts';
import { errorMessage } from '../api/errors.ts';
import { login } from '../instance.ts';
import { Button } from './Button.tsx';
import styles from './SignInForm.module.css';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** Client-side checks before a sign-in call; returns translation keys (spec §5, §9). */
export function validateSignIn(username: string, password: string): Partial<Record<'username' | 'password', string>> {
  const errors: Partial<Record<'username' | 'password', string>> = {};
  if (!username.trim()) errors.username = 'signIn.usernameRequired';
  else if (username.trim().length < USERNAME_MIN_LENGTH) errors.username = 'signIn.usernameTooShort';
  if (!password) errors.password = 'signIn.passwordRequired';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'signIn.passwordTooShort';
  return errors;
}

/** Username + password sign-in used by the member area and the console. */
export function SignInForm({ onSignedIn, title }: { onSignedIn: () => void; title?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateSignIn(username, password);
    setFieldErrors(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key, { min: field === 'username' ? USERNAME_MIN_LENGTH : PASSWORD_MIN_LENGTH })])));
    setServerError(null);
    if (errors.username || errors.password) {
      const firstInvalid = errors.username ? `${id}-username` : `${id}-password`;
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await login(username.trim(), password);
      onSignedIn();
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

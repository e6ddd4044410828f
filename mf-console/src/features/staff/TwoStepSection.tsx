import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOTP_CODE_PATTERN, TWO_STEP_CODE_PATTERN } from '@centre/contracts';
import { ErrorState, LoadingState, auth, errorMessage, formatDate } from '@centre/platform';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { useConfirmEnrolment, useDisableTwoStep, useRenewRecoveryCodes, useStartEnrolment, useTwoStepStatus } from './api.ts';
import styles from '../../components/components.module.css';
import own from './staff.module.css';

/** The key in groups of four, as authenticator apps show it, easier to type by hand. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

/**
 * Two-step sign-in of the signed-in staff member: set it up (QR code or key, a confirming code,
 * then the recovery codes, shown once), make new recovery codes, or turn it off; the last two with
 * the password and a code.
 */
export function TwoStepSection() {
  const { t } = useTranslation('console');
  const titleId = useId();
  const status = useTwoStepStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; title: string } | null>(null);

  return (
    <section aria-labelledby={titleId} className={styles.form}>
      <h2 id={titleId}>{t('twoStep.title')}</h2>
      <p className={styles.hint}>{t('twoStep.intro')}</p>
      {status.isPending && <LoadingState />}
      {status.isError && <ErrorState detail={errorMessage(status.error)} onRetry={() => void status.refetch()} />}
      {recoveryCodes ? (
        <RecoveryCodeList codes={recoveryCodes.codes} title={recoveryCodes.title} onDone={() => setRecoveryCodes(null)} />
      ) : (
        status.data &&
        (status.data.enabled ? (
          <>
            <p>{t('twoStep.onSince', { date: status.data.enabledAt ? formatDate(status.data.enabledAt) : '' })}</p>
            <p>{t('twoStep.codesLeft', { count: status.data.recoveryCodesLeft })}</p>
            <RenewCodesForm onRenewed={(codes) => setRecoveryCodes({ codes, title: t('twoStep.renewed') })} />
            {status.data.required ? <p className={styles.hint}>{t('twoStep.requiredCannotDisable')}</p> : <DisableForm />}
          </>
        ) : (
          <>
            {status.data.required && (
              <p className={styles.notice} role="alert">
                {t('twoStep.requiredNotice')}
              </p>
            )}
            <Enrolment onEnabled={(codes) => setRecoveryCodes({ codes, title: t('twoStep.enabled') })} />
          </>
        ))
      )}
    </section>
  );
}

function Enrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('console');
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (start.data) codeInput.current?.focus();
  }, [start.data]);

  if (!start.data) {
    return (
      <>
        {start.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(start.error)}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="button" className={styles.primaryButton} disabled={start.isPending} aria-busy={start.isPending} onClick={() => start.mutate()}>
            {t('twoStep.setUp')}
          </button>
        </div>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(TOTP_CODE_PATTERN).test(code.trim())) {
      setCodeError(t('twoStep.codeFormat'));
      codeInput.current?.focus();
      return;
    }
    setCodeError(undefined);
    confirm.mutate(code.trim(), {
      onSuccess: (codes) => {
        onEnabled(codes);
        // A token issued while set-up was still due reaches this page alone: the next one opens the console.
        void auth.refreshAccessToken().catch(() => undefined);
      },
      onError: () => setCode(''),
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t('twoStep.setUp')}>
      <ol className={own.steps}>
        <li>
          <p>{t('twoStep.scan')}</p>
          <img src={start.data.qrCode} width={240} height={240} alt={t('twoStep.qrAlt')} />
        </li>
        <li>
          <p>{t('twoStep.orType')}</p>
          <code className={own.secretKey} data-testid="two-step-key" data-key={start.data.key}>{grouped(start.data.key)}</code>
        </li>
        <li>
          <FieldShell name="twoStepCode" label={t('twoStep.code')} hint={t('twoStep.codeHint')} error={codeError ?? (confirm.isError ? errorMessage(confirm.error) : undefined)} required>
            {(ids) => (
              <input
                ref={codeInput}
                id={ids.id}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                aria-invalid={ids.invalid || undefined}
                aria-describedby={ids.describedBy}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </FieldShell>
        </li>
      </ol>
      <div className={styles.formActions}>
        <button type="submit" className={styles.primaryButton} disabled={confirm.isPending} aria-busy={confirm.isPending}>
          {t('twoStep.confirm')}
        </button>
      </div>
    </form>
  );
}

function RecoveryCodeList({ codes, title, onDone }: { codes: string[]; title: string; onDone: () => void }) {
  const { t } = useTranslation('console');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p>{t('twoStep.recoveryIntro')}</p>
      <ul className={own.recoveryCodes} aria-label={t('twoStep.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.formActions}>
        <button type="button" className={styles.primaryButton} onClick={onDone}>
          {t('twoStep.savedCodes')}
        </button>
      </div>
    </div>
  );
}

function DisableForm() {
  const { t } = useTranslation('console');
  const disable = useDisableTwoStep();
  return (
    <PasswordAndCodeForm
      name="twoStepDisable"
      title={t('twoStep.turnOff')}
      hint={t('twoStep.turnOffHint')}
      codeLabel={t('twoStep.codeOrRecovery')}
      codePattern={TWO_STEP_CODE_PATTERN}
      danger
      pending={disable.isPending}
      error={disable.isError ? errorMessage(disable.error) : undefined}
      onSubmit={(input, settled) => disable.mutate(input, { onSettled: settled })}
    />
  );
}

function RenewCodesForm({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const { t } = useTranslation('console');
  const renew = useRenewRecoveryCodes();
  return (
    <PasswordAndCodeForm
      name="twoStepRenew"
      title={t('twoStep.renew')}
      hint={t('twoStep.renewHint')}
      codeLabel={t('twoStep.code')}
      codePattern={TOTP_CODE_PATTERN}
      pending={renew.isPending}
      error={renew.isError ? errorMessage(renew.error) : undefined}
      onSubmit={(input, settled) => renew.mutate(input, { onSuccess: onRenewed, onSettled: settled })}
    />
  );
}

/** The password and a code, asked before a change to two-step sign-in itself (turning it off, new recovery codes). */
function PasswordAndCodeForm({
  name,
  title,
  hint,
  codeLabel,
  codePattern,
  danger = false,
  pending,
  error,
  onSubmit,
}: {
  name: string;
  title: string;
  hint: string;
  codeLabel: string;
  codePattern: string;
  danger?: boolean;
  pending: boolean;
  error: string | undefined;
  /** `settled` clears the code (each is good once), whatever the answer. */
  onSubmit: (input: { password: string; code: string }, settled: () => void) => void;
}) {
  const { t } = useTranslation('console');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(password ? {} : { password: t('form.errors.required') }),
      ...(new RegExp(codePattern).test(code.trim()) ? {} : { code: t('twoStep.codeFormat') }),
    };
    setErrors(next);
    if (next.password || next.code) return;
    onSubmit({ password, code: code.trim() }, () => setCode(''));
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={title}>
      <p className={styles.hint}>{hint}</p>
      <FieldShell name={`${name}Password`} label={t('fields.currentPassword')} error={errors.password} required>
        {(ids) => <input id={ids.id} type="password" autoComplete="current-password" maxLength={64} value={password} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} onChange={(event) => setPassword(event.target.value)} />}
      </FieldShell>
      <FieldShell name={`${name}Code`} label={codeLabel} error={errors.code} required>
        {(ids) => <input id={ids.id} type="text" autoComplete="one-time-code" maxLength={12} value={code} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} onChange={(event) => setCode(event.target.value)} />}
      </FieldShell>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={danger ? styles.dangerButton : styles.secondaryButton} disabled={pending} aria-busy={pending}>
          {title}
        </button>
      </div>
    </form>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, useLocale } from '@centre/platform';
import { validationMessage, VERIFICATION_CODE_PATTERN } from '@centre/contracts';
import { failureMessage } from '../../lib/api-failure.ts';
import { minutesAndSeconds, useCountdown } from '../../lib/use-countdown.ts';
import { TextField } from '../form/TextField.tsx';
import styles from '../form/form.module.css';

const CODE_PATTERN = new RegExp(VERIFICATION_CODE_PATTERN);

export interface CodeSent {
  /** When the code stops working (epoch ms). */
  expiresAt: number;
  /** When another code may be asked for (epoch ms). */
  resendAt: number;
}

export interface VerificationStepProps {
  /** What is verified: a mobile number (SMS) or an e-mail address. */
  channel: 'SMS' | 'EMAIL';
  /** The number or address as typed; a code is asked for only once it passes its own rule. */
  target: string;
  targetValid: boolean;
  requestCode: (target: string) => Promise<CodeSent>;
  /** Resolves to the proof of verification the next call carries. */
  confirmCode: (target: string, code: string) => Promise<string>;
  onVerified: (proof: string) => void;
  /** The form's own complaint (e.g. "proceed with authentication first"). */
  error?: string | undefined;
  /** Asked of the target field when the target fails its rule on "send". */
  onInvalidTarget?: () => void;
}

/**
 * Send a code, count down its lifetime, resend, confirm. Used by sign-up (mobile number or e-mail)
 * and recovery; the caller supplies the calls, so this stays the same everywhere.
 */
export function VerificationStep({ channel, target, targetValid, requestCode, confirmCode, onVerified, error, onInvalidTarget }: VerificationStepProps) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [verifiedFor, setVerifiedFor] = useState<string | null>(null);
  const secondsLeft = useCountdown(deadline);
  const secondsToResend = useCountdown(resendAt);
  const [codesSent, setCodesSent] = useState(0);
  // The code arrives elsewhere (phone, mailbox); the field for it is where to type next.
  useEffect(() => {
    if (codesSent > 0) codeInput.current?.focus();
  }, [codesSent]);

  const sending = useMutation({
    mutationFn: requestCode,
    onSuccess: (sent, sentTarget) => {
      setSentTo(sentTarget);
      setDeadline(sent.expiresAt);
      setResendAt(sent.resendAt);
      setCode('');
      setCodeError(undefined);
      setVerifiedFor(null);
      setCodesSent((count) => count + 1);
    },
  });
  const confirming = useMutation({
    mutationFn: ({ sentTarget, typed }: { sentTarget: string; typed: string }) => confirmCode(sentTarget, typed),
    onSuccess: (proof, { sentTarget }) => {
      setVerifiedFor(sentTarget);
      setDeadline(null);
      onVerified(proof);
    },
    onError: (failure) => setCodeError(failureMessage(failure, t, locale)),
  });

  // A changed number or address needs a code of its own.
  const verified = verifiedFor !== null && verifiedFor === target;
  const codeSentHere = sentTo !== null && sentTo === target && !verified;
  const expired = codeSentHere && secondsLeft === 0;

  const send = () => {
    if (!targetValid) {
      onInvalidTarget?.();
      return;
    }
    sending.mutate(target);
  };
  const confirm = () => {
    if (!code.trim()) return setCodeError(validationMessage('ENTER_CODE', locale));
    if (!CODE_PATTERN.test(code.trim())) return setCodeError(validationMessage('CODE_FORMAT', locale));
    if (expired) return setCodeError(validationMessage('CODE_EXPIRED', locale));
    setCodeError(undefined);
    confirming.mutate({ sentTarget: sentTo!, typed: code.trim() });
  };

  const what = channel === 'SMS' ? t('verification.bySms') : t('verification.byEmail');
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.label}>{t('verification.title')}</p>
      {verified ? (
        <p className={styles.formSuccess} role="status">{t('verification.done')}</p>
      ) : (
        <>
          <div className={styles.actionsStart}>
            <Button
              variant="secondary"
              onClick={send}
              // The server refuses a new code for a while after one was sent; say how long.
              disabled={sending.isPending || (codeSentHere && secondsToResend > 0)}
              aria-describedby={error ? `${id}-error` : undefined}
              // Not aria-invalid (not a button's attribute): lets a refused submit focus the step.
              data-invalid={error ? 'true' : undefined}
            >
              {sending.isPending
                ? t('verification.sending')
                : !codeSentHere
                  ? t('verification.send', { what })
                  : secondsToResend > 0
                    ? t('verification.resendIn', { time: minutesAndSeconds(secondsToResend) })
                    : t('verification.resend')}
            </Button>
          </div>
          {sending.isError && <p className={styles.error} role="alert">{failureMessage(sending.error, t, locale)}</p>}
          {codeSentHere && (
            <>
              <p className={styles.hint} role="status">{t('verification.sent', { what })}</p>
              <TextField
                ref={codeInput}
                label={t('verification.code')}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={codeError}
                hint={expired ? validationMessage('CODE_EXPIRED', locale) : t('verification.timeLeft', { time: minutesAndSeconds(secondsLeft) })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    confirm();
                  }
                }}
                action={
                  <Button onClick={confirm} disabled={confirming.isPending || expired}>
                    {confirming.isPending ? t('verification.confirming') : t('verification.confirm')}
                  </Button>
                }
              />
            </>
          )}
        </>
      )}
      {error && !verified && <p id={`${id}-error`} className={styles.error} role="alert">{error}</p>}
    </div>
  );
}

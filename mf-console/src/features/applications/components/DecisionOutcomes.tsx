import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkDecisionAnswer } from '@centre/contracts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

/**
 * What a decision did: how many were decided, and each refusal by name with the service's reason
 * (e.g. a bulk approval refused for the ones whose unit became full). Focus moves here so a
 * keyboard or screen-reader user hears it.
 */
export function DecisionOutcomes({ answer, nameOf }: { answer: BulkDecisionAnswer; nameOf: (id: string) => string }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [answer]);
  const done = answer.results.filter((result) => result.ok);
  const refused = answer.results.filter((result) => !result.ok);
  return (
    <div ref={box} tabIndex={-1} className={styles.outcomes} data-refused={refused.length > 0 || undefined} role={refused.length > 0 ? 'alert' : 'status'}>
      <p>{t('decision.done', { count: done.length })}</p>
      {refused.length > 0 && (
        <>
          <p>{t('decision.refused', { count: refused.length })}</p>
          <ul>
            {refused.map((result) => (
              <li key={result._id}>
                {nameOf(result._id)}: {result.message ?? result.code}
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.promoted.length > 0 && <p>{t('decision.promoted', { count: answer.promoted.length })}</p>}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkDecisionAnswer } from '@centre/contracts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

/** Says what was done, not only how many: "Approved: 2." rather than "Done: 2." (issue 20, item 20). */
const DONE_AS: Partial<Record<string, string>> = { APPROVED: 'decision.doneApproved', REJECTED: 'decision.doneRejected' };

/**
 * What a decision did: how many were approved or rejected, and each refusal by name with the service's reason
 * (e.g. a bulk approval refused for the ones whose unit became full). Focus moves here so a
 * keyboard or screen-reader user hears it.
 */
export function DecisionOutcomes({ answer, nameOf }: { answer: BulkDecisionAnswer; nameOf: (id: string) => string }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [answer]);
  const done = answer.results.filter((result) => result.ok);
  const doneByStatus = new Map<string, number>();
  for (const result of done) doneByStatus.set(result.status ?? '', (doneByStatus.get(result.status ?? '') ?? 0) + 1);
  const refused = answer.results.filter((result) => !result.ok);
  return (
    <div ref={box} tabIndex={-1} className={styles.outcomes} data-refused={refused.length > 0 || undefined} role={refused.length > 0 ? 'alert' : 'status'}>
      {doneByStatus.size === 0 && <p>{t('decision.done', { count: 0 })}</p>}
      {[...doneByStatus].map(([status, count]) => (
        <p key={status}>{t(DONE_AS[status] ?? 'decision.done', { count })}</p>
      ))}
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

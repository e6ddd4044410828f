import { useTranslation } from 'react-i18next';
import type { AuditSnapshot } from '@centre/contracts';
import styles from '../../components/components.module.css';

type Flat = Map<string, string>;

/** `{ subject: { ko: 'a' } }` → `subject.ko = "a"`: a record as lines a diff can compare. */
function flatten(value: unknown, path: string, into: Flat): Flat {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    if (entries.length === 0) into.set(path, Array.isArray(value) ? '[]' : '{}');
    for (const [key, inner] of entries) flatten(inner, path ? `${path}.${key}` : key, into);
  } else if (path) {
    into.set(path, value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/** The fields an edit changed: what each was and what it became (added and removed fields too). */
export function changedFields(before: AuditSnapshot | null | undefined, after: AuditSnapshot | null | undefined) {
  const was = flatten(before ?? null, '', new Map());
  const now = flatten(after ?? null, '', new Map());
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields.filter((field) => was.get(field) !== now.get(field)).map((field) => ({ field, before: was.get(field), after: now.get(field) }));
}

/** A record's before and after, shown as the fields that changed; opens on demand. */
export function AuditDiff({ before, after }: { before: AuditSnapshot | null | undefined; after: AuditSnapshot | null | undefined }) {
  const { t } = useTranslation('console');
  if (!before && !after) return <>—</>;
  const changes = changedFields(before, after);
  return (
    <details className={styles.auditDiff}>
      <summary>{t('auditDiff.summary', { count: changes.length })}</summary>
      {changes.length === 0 ? (
        <p>{t('auditDiff.noChange')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('auditDiff.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('auditDiff.field')}</th>
              <th scope="col">{t('auditDiff.before')}</th>
              <th scope="col">{t('auditDiff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>{change.before === undefined ? <em>{t('auditDiff.absent')}</em> : <del>{change.before}</del>}</td>
                <td>{change.after === undefined ? <em>{t('auditDiff.absent')}</em> : <ins>{change.after}</ins>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}

import type { ReactNode } from 'react';
import { ActionLabel } from './ActionLabel.tsx';
import own from './applications.module.css';
import kit from '../../../components/components.module.css';

/** A short list of records, each with a remove button (the page asks before removing). */
export function RemovableList<Item>({
  items,
  keyOf,
  describe,
  subjectOf,
  removeLabel,
  onRemove,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  describe: (item: Item) => ReactNode;
  /** What the button removes, for screen readers (several buttons share the visible words). */
  subjectOf: (item: Item) => string;
  removeLabel: string;
  onRemove: (item: Item) => void;
}) {
  return (
    <ul className={own.recordList}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <span>{describe(item)}</span>
          <button type="button" className={kit.secondaryButton} onClick={() => onRemove(item)}>
            <ActionLabel text={removeLabel} subject={subjectOf(item)} />
          </button>
        </li>
      ))}
    </ul>
  );
}

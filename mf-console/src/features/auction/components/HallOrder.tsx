import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleWork } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage, useLocale } from '@centre/platform';
import { localisedIn } from '../../../lib/localised.ts';
import { useHallWorks, useSaveHallOrder } from '../api.ts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import styles from '../../../components/components.module.css';
import own from './auction.module.css';

/**
 * The order of a hall's works (the order the public hall shows): dragged with the mouse, or moved
 * by keyboard — the handle moves its work with the up and down arrows, and each work has "move up"
 * and "move down" buttons (phones, and anyone who prefers them). Every move is said in a polite
 * live region; nothing is saved until "save the order", which sends the whole hall at once.
 */
export function HallOrder({ programId, hallId, hallName }: { programId: string; hallId: string; hallName: string }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const works = useHallWorks(programId, hallId);
  // Kept here: a saved order reloads the list (a new OrderList), and what was said stays.
  const [said, setSaid] = useState('');
  const headingId = `hall-order-${hallId}`;
  return (
    <section className={own.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('hallOrder.title', { hall: hallName })}</h2>
      {works.isPending ? <LoadingState /> : works.isError ? <ErrorState detail={errorMessage(works.error)} onRetry={() => void works.refetch()} /> : works.data.length === 0 ? (
        <EmptyState>{t('hallOrder.empty')}</EmptyState>
      ) : (
        <OrderList key={works.data.map((work) => `${work._id}:${work.hallOrder}`).join(',')} programId={programId} hallId={hallId} works={works.data} onSay={setSaid} />
      )}
      <p role="status" className={styles.notice} data-testid="hall-order-status">{said}</p>
    </section>
  );
}

function OrderList({ programId, hallId, works, onSay }: { programId: string; hallId: string; works: ConsoleWork[]; onSay: (words: string) => void }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const save = useSaveHallOrder(programId, hallId);
  const [order, setOrder] = useState(works);
  const setSaid = onSay;
  const [dragged, setDragged] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  // A work moved by keyboard keeps the focus on its handle in its new place.
  useEffect(() => {
    if (!focusId) return;
    handles.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId, order]);
  const titleOf = (work: ConsoleWork) => localisedIn(work.title, locale);
  const changed = order.some((work, index) => work._id !== works[index]?._id);
  const hintId = `hall-order-hint-${hallId}`;

  const move = (id: string, to: number, keepFocus: boolean) => {
    const from = order.findIndex((work) => work._id === id);
    if (from < 0 || to < 0 || to >= order.length || to === from) return;
    const next = [...order];
    const [work] = next.splice(from, 1);
    next.splice(to, 0, work!);
    setOrder(next);
    setSaid(t('hallOrder.moved', { title: titleOf(work!), position: to + 1, count: next.length }));
    if (keepFocus) setFocusId(id);
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, id: string, index: number) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : event.key === 'Home' ? 0 : event.key === 'End' ? order.length - 1 : null;
    if (to === null) return;
    event.preventDefault();
    move(id, to, true);
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    const id = dragged ?? event.dataTransfer.getData('text/plain');
    setDragged(null);
    if (id) move(id, index, false);
  };

  const submit = () => {
    setSaid('');
    save.mutate(order.map((work) => work._id), { onSuccess: () => setSaid(t('hallOrder.saved')) });
  };

  return (
    <>
      <p id={hintId} className={styles.hint}>{t('hallOrder.hint')}</p>
      <ol className={own.orderList}>
        {order.map((work, index) => (
          <li
            key={work._id}
            className={`${own.orderItem} ${dragged === work._id ? own.dragging : ''}`}
            draggable
            data-testid="hall-order-item"
            onDragStart={(event) => {
              setDragged(work._id);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', work._id);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
            }}
            onDrop={(event) => onDrop(event, index)}
          >
            <button
              type="button"
              className={own.handle}
              aria-describedby={hintId}
              aria-label={t('hallOrder.handle', { title: titleOf(work), position: index + 1, count: order.length })}
              ref={(element) => {
                if (element) handles.current.set(work._id, element);
                else handles.current.delete(work._id);
              }}
              onKeyDown={(event) => onHandleKey(event, work._id, index)}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <span className={own.orderPosition} aria-hidden="true">{index + 1}</span>
            <span className={own.orderTitle}>{titleOf(work)}</span>
            <span className={own.actions}>
              <button type="button" className={styles.secondaryButton} disabled={index === 0} onClick={() => move(work._id, index - 1, false)} aria-label={t('hallOrder.up', { title: titleOf(work) })}>↑</button>
              <button type="button" className={styles.secondaryButton} disabled={index === order.length - 1} onClick={() => move(work._id, index + 1, false)} aria-label={t('hallOrder.down', { title: titleOf(work) })}>↓</button>
            </span>
          </li>
        ))}
      </ol>
      {save.isError && <p role="alert" className={styles.error}>{errorMessage(save.error)}</p>}
      <div className={own.actions}>
        <button type="button" className={styles.primaryButton} disabled={!changed || save.isPending} onClick={submit}>{save.isPending ? t('hallOrder.saving') : t('hallOrder.save')}</button>
        <button type="button" className={styles.secondaryButton} disabled={!changed || save.isPending} onClick={() => { setOrder(works); setSaid(t('hallOrder.reset')); }}>{t('hallOrder.undo')}</button>
      </div>
    </>
  );
}

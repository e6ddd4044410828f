import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '@centre/platform';
import { useTranslation } from 'react-i18next';
import type { FairSlot, Meeting } from '@centre/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import type { ConsoleBuyer, ConsoleExhibitor } from '../api/participants.ts';
import { holdsSlot, useCancelMeeting, useMoveMeeting, usePlaceMeeting } from '../api/matchings.ts';
import { BuyerSuggestions } from './BuyerSuggestions.tsx';
import { FairBadge } from './FairBadge.tsx';
import { refusalText } from './refusal.ts';
import styles from './fairs.module.css';
import kit from '../../../components/components.module.css';

interface Cell {
  row: number;
  col: number;
}

const MOVES: Record<string, (cell: Cell, rows: number, cols: number) => Cell> = {
  ArrowUp: ({ row, col }) => ({ row: Math.max(0, row - 1), col }),
  ArrowDown: ({ row, col }, rows) => ({ row: Math.min(rows - 1, row + 1), col }),
  ArrowLeft: ({ row, col }) => ({ row, col: Math.max(0, col - 1) }),
  ArrowRight: ({ row, col }, _rows, cols) => ({ row, col: Math.min(cols - 1, col + 1) }),
  Home: ({ row }) => ({ row, col: 0 }),
  End: ({ row }, _rows, cols) => ({ row, col: cols - 1 }),
};

/**
 * The matching board of one day: slots down, exhibitors' tables across. Each cell is a button;
 * the arrow keys move between cells (one tab stop for the whole grid), Enter or a click opens the
 * cell: a free one to place a meeting, a taken one to see or cancel it. The API decides conflicts
 * (a buyer already booked at that time, a slot that has begun) and its refusal is shown as said.
 */
export function MatchingBoard({
  fair,
  slots,
  exhibitors,
  buyers,
  meetings,
}: {
  fair: string;
  slots: readonly FairSlot[];
  exhibitors: readonly ConsoleExhibitor[];
  buyers: readonly ConsoleBuyer[];
  meetings: readonly Meeting[];
}) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const ids = { caption: useId(), panel: useId(), buyer: useId(), context: useId(), move: useId() };
  const place = usePlaceMeeting(fair);
  const cancel = useCancelMeeting(fair);
  const move = useMoveMeeting(fair);
  const [moveTo, setMoveTo] = useState('');
  const [dragged, setDragged] = useState<Meeting | null>(null);
  const [focus, setFocus] = useState<Cell>({ row: 0, col: 0 });
  const [open, setOpen] = useState<Cell | null>(null);
  const [buyer, setBuyer] = useState('');
  const [context, setContext] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [missingBuyer, setMissingBuyer] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const buyerChoice = useRef<HTMLSelectElement>(null);
  const keyOf = (cell: Cell) => `${cell.row}:${cell.col}`;

  const held = useMemo(() => {
    const byCell = new Map<string, Meeting>();
    for (const meeting of meetings.filter(holdsSlot)) byCell.set(`${meeting.slot}|${meeting.exhibitor._id}`, meeting);
    return byCell;
  }, [meetings]);
  const meetingAt = (cell: Cell) => held.get(`${slots[cell.row]?.slot}|${exhibitors[cell.col]?._id}`);
  const tableName = (exhibitor: ConsoleExhibitor) =>
    exhibitor.table === null ? t('board.noTable', { name: exhibitor.tradeName }) : t('board.table', { table: exhibitor.table, name: exhibitor.tradeName });

  // The opened cell's panel takes the focus (once rendered), so a screen reader hears what is being placed.
  useEffect(() => {
    if (open) panelHeading.current?.focus();
  }, [open]);

  // The grid may shrink (another day, a cancelled exhibitor): keep the focus inside it.
  useEffect(() => {
    setFocus((cell) => ({ row: Math.min(cell.row, Math.max(0, slots.length - 1)), col: Math.min(cell.col, Math.max(0, exhibitors.length - 1)) }));
  }, [slots.length, exhibitors.length]);

  if (exhibitors.length === 0) return <p>{t('board.noExhibitors')}</p>;
  if (slots.length === 0) return <p>{t('grid.empty')}</p>;

  const focusCell = (cell: Cell) => {
    setFocus(cell);
    cells.current.get(keyOf(cell))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    focusCell(move(focus, slots.length, exhibitors.length));
  };
  const openCell = (cell: Cell) => {
    setFocus(cell);
    setOpen(cell);
    place.reset();
    cancel.reset();
    move.reset();
    setMoveTo('');
    setMissingBuyer(false);
    setAnnouncement('');
  };
  const closePanel = (announce = '') => {
    const back = open ?? focus;
    setOpen(null);
    setAnnouncement(announce);
    requestAnimationFrame(() => cells.current.get(keyOf(back))?.focus());
  };

  const openSlot = open ? slots[open.row] : undefined;
  const openExhibitor = open ? exhibitors[open.col] : undefined;
  const openMeeting = open ? meetingAt(open) : undefined;
  const where = openSlot && openExhibitor ? t('board.where', { table: tableName(openExhibitor), day: openSlot.day, start: openSlot.start, end: openSlot.end }) : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!openSlot || !openExhibitor) return;
    if (!buyer) {
      place.reset();
      setMissingBuyer(true);
      buyerChoice.current?.focus();
      return;
    }
    const company = buyers.find((one) => one._id === buyer)?.company ?? '';
    place.mutate(
      { exhibitor: openExhibitor._id, buyer, slot: openSlot.slot, context: context.trim() },
      {
        onSuccess: () => {
          setContext('');
          closePanel(t('board.placed', { company, where }));
        },
      },
    );
  };

  /** Moves a booked meeting to another slot of its exhibitor in one step (the form, or a drop on a free cell). */
  const moveMeeting = (meeting: Meeting, slot: FairSlot, back: Cell) =>
    move.mutate(
      { meeting: meeting._id, slot: slot.slot },
      {
        onSuccess: () => {
          setOpen(null);
          setFocus(back);
          setAnnouncement(t('boardMove.moved', { company: meeting.buyer.company, day: slot.day, start: slot.start }));
          requestAnimationFrame(() => cells.current.get(keyOf(back))?.focus());
        },
        onError: (error) => setAnnouncement(open ? '' : refusalText(t, error)),
      },
    );
  const freeSlotsOf = (exhibitorId: string, except: string) => slots.filter((slot) => slot.slot !== except && !held.has(`${slot.slot}|${exhibitorId}`));

  return (
    <>
      <p className={kit.hint}>{t('board.keys')}</p>
      <p className={kit.hint}>{t('boardMove.hint')}</p>
      <div className={styles.boardScroll} role="region" aria-labelledby={ids.caption} tabIndex={-1}>
        <table className={styles.board} aria-labelledby={ids.caption}>
          <caption id={ids.caption}>{t('board.caption', { day: slots[0]?.day })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('board.slot')}</th>
              {exhibitors.map((exhibitor) => (
                <th scope="col" key={exhibitor._id}>
                  {tableName(exhibitor)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slots.map((slot, row) => (
              <tr key={slot.slot}>
                <th scope="row">
                  {slot.start}–{slot.end}
                </th>
                {exhibitors.map((exhibitor, col) => {
                  const cell = { row, col };
                  const meeting = meetingAt(cell);
                  const where = t('board.cellWhere', { table: tableName(exhibitor), start: slot.start });
                  return (
                    <td key={exhibitor._id}>
                      <button
                        type="button"
                        className={styles.cell}
                        data-state={meeting ? meeting.status : 'free'}
                        data-slot={slot.slot}
                        data-exhibitor={exhibitor._id}
                        aria-pressed={open?.row === row && open.col === col}
                        tabIndex={focus.row === row && focus.col === col ? 0 : -1}
                        ref={(element) => {
                          if (element) cells.current.set(keyOf(cell), element);
                          else cells.current.delete(keyOf(cell));
                        }}
                        onFocus={() => setFocus(cell)}
                        onKeyDown={onKeyDown}
                        onClick={() => openCell(cell)}
                        draggable={Boolean(meeting)}
                        onDragStart={(event) => {
                          if (!meeting) return;
                          event.dataTransfer.setData('text/plain', meeting._id);
                          event.dataTransfer.effectAllowed = 'move';
                          setDragged(meeting);
                        }}
                        onDragEnd={() => setDragged(null)}
                        onDragOver={(event) => {
                          // A booked meeting drops on a free cell of its own exhibitor's column.
                          if (dragged && !meeting && dragged.exhibitor._id === exhibitor._id) event.preventDefault();
                        }}
                        onDrop={(event) => {
                          event.preventDefault();
                          if (dragged && !meeting && dragged.exhibitor._id === exhibitor._id) moveMeeting(dragged, slot, cell);
                          setDragged(null);
                        }}
                      >
                        {meeting ? (
                          <>
                            <span>{meeting.buyer.company}</span>
                            <FairBadge value={meeting.status} />
                          </>
                        ) : (
                          <span>{t('board.free')}</span>
                        )}
                        <VisuallyHidden>{where}</VisuallyHidden>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" aria-live="polite" className={kit.notice}>
        {announcement}
      </p>
      {open && openSlot && openExhibitor && (
        <section className={styles.panel} aria-labelledby={ids.panel}>
          <h2 id={ids.panel} ref={panelHeading} tabIndex={-1}>
            {openMeeting ? t('board.meetingTitle') : t('board.placeTitle')}
          </h2>
          <p>{where}</p>
          {openMeeting ? (
            <>
              <dl className={kit.details}>
                <dt>{t('meetings.buyer')}</dt>
                <dd>
                  {openMeeting.buyer.company} ({openMeeting.buyer.country})
                </dd>
                <dt>{t('meetings.status')}</dt>
                <dd>
                  <FairBadge value={openMeeting.status} />
                </dd>
                <dt>{t('meetings.context')}</dt>
                <dd>{openMeeting.context || '—'}</dd>
              </dl>
              {holdsSlot(openMeeting) && openExhibitor && open && (
                <form
                  className={styles.placement}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    const target = slots.find((slot) => slot.slot === moveTo);
                    if (target) moveMeeting(openMeeting, target, { row: slots.indexOf(target), col: open.col });
                  }}
                >
                  <label htmlFor={ids.move}>
                    {t('boardMove.to')}
                    <select id={ids.move} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                      <option value="">{t('boardMove.choose')}</option>
                      {freeSlotsOf(openExhibitor._id, openMeeting.slot).map((slot) => (
                        <option key={slot.slot} value={slot.slot}>
                          {slot.start}–{slot.end}
                        </option>
                      ))}
                    </select>
                  </label>
                  {move.isError && (
                    <p role="alert" className={kit.error}>
                      {refusalText(t, move.error)}
                    </p>
                  )}
                  <div className={styles.actions}>
                    <button type="submit" className={kit.primaryButton} disabled={!moveTo || move.isPending} aria-busy={move.isPending}>
                      {t('boardMove.move')}
                    </button>
                  </div>
                </form>
              )}
              <div className={styles.actions}>
                <button type="button" className={kit.dangerButton} onClick={() => setConfirmingCancel(true)}>
                  {t('meetings.cancel')}
                </button>
                <button type="button" className={kit.secondaryButton} onClick={() => closePanel()}>
                  {t('board.close')}
                </button>
              </div>
              <ConfirmDialog
                open={confirmingCancel}
                title={t('meetings.confirmCancel')}
                confirmLabel={t('meetings.cancel')}
                busy={cancel.isPending}
                error={cancel.isError ? refusalText(t, cancel.error) : undefined}
                onConfirm={() =>
                  cancel.mutate(openMeeting._id, {
                    onSuccess: () => {
                      setConfirmingCancel(false);
                      closePanel(t('meetings.cancelled', { company: openMeeting.buyer.company }));
                    },
                  })
                }
                onCancel={() => setConfirmingCancel(false)}
              >
                <p>{where}</p>
              </ConfirmDialog>
            </>
          ) : (
            <form className={styles.placement} onSubmit={submit} noValidate>
              <label htmlFor={ids.buyer}>
                {t('board.buyer')}
                <select
                  id={ids.buyer}
                  ref={buyerChoice}
                  value={buyer}
                  required
                  aria-required="true"
                  aria-invalid={missingBuyer || undefined}
                  aria-describedby={missingBuyer ? `${ids.buyer}-error` : undefined}
                  onChange={(event) => (setBuyer(event.target.value), setMissingBuyer(false))}
                >
                  <option value="">{t('board.chooseBuyer')}</option>
                  {buyers.map((one) => (
                    <option key={one._id} value={one._id}>
                      {one.company} ({one.country})
                    </option>
                  ))}
                </select>
              </label>
              {missingBuyer && (
                <p id={`${ids.buyer}-error`} role="alert" className={kit.error}>
                  {t('board.chooseBuyer')}
                </p>
              )}
              {buyer && <BuyerSuggestions fair={fair} buyer={buyer} company={buyers.find((one) => one._id === buyer)?.company ?? ''} />}
              <label htmlFor={ids.context}>
                {t('board.context')}
                <input id={ids.context} value={context} maxLength={200} onChange={(event) => setContext(event.target.value)} />
              </label>
              {place.isError && (
                <p role="alert" className={kit.error}>
                  {refusalText(t, place.error)}
                </p>
              )}
              <div className={styles.actions}>
                <button type="submit" className={kit.primaryButton} disabled={place.isPending} aria-busy={place.isPending}>
                  {t('board.place')}
                </button>
                <button type="button" className={kit.secondaryButton} onClick={() => closePanel()}>
                  {t('board.close')}
                </button>
              </div>
            </form>
          )}
        </section>
      )}
    </>
  );
}

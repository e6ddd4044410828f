import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGE_CHANNELS, MESSAGE_PURPOSES, type ConsoleUser, type MessageChannel, type MessagePurpose, type StaffSendResult } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { FieldShell } from '../components/form/FieldShell.tsx';
import { useSendMessage, type StaffSend } from '../features/messages/api.ts';
import { ANY_GROUP, GroupFields, groupOf, type GroupValues } from '../features/messages/GroupFields.tsx';
import { useGroupPreview, useSendGroup, type GroupSend } from '../features/messages/group-api.ts';
import type { GroupPreview, GroupSendResult } from '@centre/contracts';
import { MemberPicker } from '../features/messages/MemberPicker.tsx';
import { memberLabel, useMembersByIds } from '../features/messages/member-picker.ts';
import { membersOfAddress } from '../lib/message-members.ts';
import styles from '../components/components.module.css';

const RECIPIENT_KINDS = ['to', 'memberId', 'memberIds', 'group'] as const;
type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** Member ids written one per line or separated by commas. */
const idsOf = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

/** Staff write an e-mail or SMS to an address, one member or a list of members; the server applies consent and advertising rules. */
export default function MessageSendPage() {
  const { t } = useTranslation('console');
  const send = useSendMessage();
  // "Message these makers" (a calendar day, the review queue) opens this page with ?members=a,b.
  const [searchParams] = useSearchParams();
  const [given] = useState(() => membersOfAddress(searchParams.get('members')));
  const givenMembers = useMembersByIds(given);
  const [channel, setChannel] = useState<MessageChannel>('SMS');
  const [kind, setKind] = useState<RecipientKind>(given.length > 0 ? 'memberIds' : 'to');
  const [recipient, setRecipient] = useState(given.join('\n'));
  const [member, setMember] = useState<ConsoleUser | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [purpose, setPurpose] = useState<MessagePurpose>('TRANSACTIONAL');
  const [missing, setMissing] = useState<string[]>([]);
  const [pending, setPending] = useState<StaffSend | null>(null);
  const [result, setResult] = useState<StaffSendResult | null>(null);
  const [group, setGroup] = useState<GroupValues>(ANY_GROUP);
  const preview = useGroupPreview();
  const sendGroup = useSendGroup();
  // The group send waiting for confirmation, with the count its preview showed.
  const [pendingGroup, setPendingGroup] = useState<{ send: GroupSend; preview: GroupPreview } | null>(null);
  const [groupResult, setGroupResult] = useState<GroupSendResult | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = [
      kind === 'group' || (kind === 'memberId' ? member : recipient.trim()) ? '' : 'recipient',
      channel === 'EMAIL' && !subject.trim() ? 'subject' : '',
      text.trim() ? '' : 'text',
    ].filter(Boolean);
    setMissing(empty);
    if (empty.length > 0) return;
    setResult(null);
    setGroupResult(null);
    if (kind === 'group') {
      // Count first; the send carries the count staff confirmed, so a group that changed meanwhile is refused.
      sendGroup.reset();
      const chosen = groupOf(group);
      preview.mutate(
        { channel, purpose, group: chosen },
        {
          onSuccess: (counted) => {
            const common = { group: chosen, purpose, expectedCount: counted.reachable };
            setPendingGroup({
              preview: counted,
              send:
                channel === 'EMAIL'
                  ? { channel, body: { ...common, subject: subject.trim(), html: text } }
                  : { channel, body: { ...common, ...(subject.trim() ? { subject: subject.trim() } : {}), message: text } },
            });
          },
        },
      );
      return;
    }
    const target =
      kind === 'to' ? { to: recipient.trim() } : kind === 'memberId' ? { memberId: member?._id ?? '' } : { memberIds: idsOf(recipient) };
    setResult(null);
    send.reset();
    setPending(
      channel === 'EMAIL'
        ? { channel, body: { ...target, subject: subject.trim(), html: text, purpose } }
        : { channel, body: { ...target, ...(subject.trim() ? { subject: subject.trim() } : {}), message: text, purpose } },
    );
  };
  const count = pending && 'memberIds' in pending.body && pending.body.memberIds ? pending.body.memberIds.length : 1;
  const nameOf = (id: string) => {
    const known = member?._id === id ? member : givenMembers.data?.find((one) => one._id === id);
    return known ? memberLabel(known) : id;
  };
  const errorOf = (name: string) => (missing.includes(name) ? t('form.errors.required') : undefined);

  return (
    <section aria-labelledby="send-title">
      <p>
        <Link to="/console/messages" className={styles.backLink}>
          {t('messages.back')}
        </Link>
      </p>
      <h1 id="send-title" className={styles.pageTitle}>
        {t('messages.send')}
      </h1>
      <p className={styles.hint}>{t('messages.sendIntro')}</p>
      <div role="status" className={styles.notice}>
        {groupResult && t('groupMessages.queued', { count: groupResult.queued })}
        {result && (
          <>
            {t('messages.queued', { count: result.queued.length })}{' '}
            {result.skipped.length > 0 && t('messages.skipped', { count: result.skipped.length })}
            {result.skipped.length > 0 && (
              <ul>
                {result.skipped.map((skip) => (
                  <li key={skip.memberId}>
                    {nameOf(skip.memberId)}: {t(`messages.skipReasons.${skip.reason}`)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <form className={styles.form} aria-labelledby="send-title" noValidate onSubmit={submit}>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('messages.channel')}</legend>
          {MESSAGE_CHANNELS.map((value) => (
            <label key={value} className={styles.inlineField}>
              <input type="radio" name="channel" value={value} checked={channel === value} onChange={() => setChannel(value)} /> {t(`enums.${value}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('messages.recipientKind')}</legend>
          {RECIPIENT_KINDS.map((value) => (
            <label key={value} className={styles.inlineField}>
              <input type="radio" name="recipientKind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {t(`messages.kinds.${value}`)}
            </label>
          ))}
        </fieldset>
        {kind === 'memberIds' && given.length > 0 && (
          <div className={styles.field}>
            <p className={styles.label}>{t('memberPicker.given', { count: given.length })}</p>
            {givenMembers.isError && <p className={styles.error}>{errorMessage(givenMembers.error)}</p>}
            {givenMembers.data && (
              <ul className={styles.pickList} aria-label={t('memberPicker.given', { count: given.length })}>
                {givenMembers.data.map((one) => (
                  <li key={one._id}>{memberLabel(one)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {kind === 'group' ? (
          <GroupFields values={group} onChange={setGroup} />
        ) : kind === 'memberId' ? (
          <MemberPicker chosen={member} onChoose={setMember} error={errorOf('recipient')} />
        ) : (
        <FieldShell name="recipient" label={t(`messages.recipientLabels.${kind === 'to' ? channel : kind}`)} hint={t(`messages.recipientHints.${kind === 'to' ? channel : kind}`)} error={errorOf('recipient')} required>
          {(ids) =>
            kind === 'memberIds' ? (
              <textarea id={ids.id} rows={4} value={recipient} onChange={(event) => setRecipient(event.target.value)} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} aria-required />
            ) : (
              <input
                id={ids.id}
                type={kind === 'to' && channel === 'EMAIL' ? 'email' : kind === 'to' ? 'tel' : 'text'}
                maxLength={254}
                value={recipient}
                onChange={(event) => setRecipient(event.target.value)}
                aria-invalid={ids.invalid}
                aria-describedby={ids.describedBy}
                aria-required
              />
            )
          }
        </FieldShell>
        )}
        <FieldShell name="subject" label={t('messages.subject')} hint={t('form.limits.maxLength', { max: channel === 'EMAIL' ? 200 : 40 })} error={errorOf('subject')} required={channel === 'EMAIL'}>
          {(ids) => (
            <input id={ids.id} maxLength={channel === 'EMAIL' ? 200 : 40} value={subject} onChange={(event) => setSubject(event.target.value)} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} aria-required={channel === 'EMAIL'} />
          )}
        </FieldShell>
        <FieldShell name="text" label={t(channel === 'EMAIL' ? 'messages.html' : 'messages.message')} hint={t('form.limits.maxLength', { max: channel === 'EMAIL' ? 50_000 : 2000 })} error={errorOf('text')} required>
          {(ids) => (
            <textarea id={ids.id} rows={8} maxLength={channel === 'EMAIL' ? 50_000 : 2000} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} aria-required />
          )}
        </FieldShell>
        <FieldShell name="purpose" label={t('messages.purpose')} hint={t('messages.purposeHint')}>
          {(ids) => (
            <select id={ids.id} value={purpose} onChange={(event) => setPurpose(event.target.value as MessagePurpose)} aria-describedby={ids.describedBy}>
              {MESSAGE_PURPOSES.map((value) => (
                <option key={value} value={value}>
                  {t(`enums.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {send.isError && !pending && (
          <p className={styles.error} role="alert">
            {errorMessage(send.error)}
          </p>
        )}
        {preview.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(preview.error)}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" className={styles.primaryButton} disabled={send.isPending || preview.isPending} aria-busy={send.isPending || preview.isPending}>
            {send.isPending ? t('messages.sending') : kind === 'group' ? t('groupMessages.previewButton') : t('messages.sendButton')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('messages.confirmSendTitle', { count })}
        confirmLabel={t('messages.sendButton')}
        busy={send.isPending}
        error={send.isError ? errorMessage(send.error) : undefined}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          pending &&
          send.mutate(pending, {
            onSuccess: (answer) => {
              setResult(answer);
              setPending(null);
            },
          })
        }
      >
        <p>{t('messages.confirmSendBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingGroup !== null}
        title={t('groupMessages.confirmTitle', { count: pendingGroup?.preview.reachable ?? 0 })}
        confirmLabel={t('messages.sendButton')}
        busy={sendGroup.isPending}
        error={sendGroup.isError ? errorMessage(sendGroup.error) : undefined}
        onCancel={() => setPendingGroup(null)}
        onConfirm={() =>
          pendingGroup &&
          (pendingGroup.preview.reachable === 0
            ? setPendingGroup(null)
            : sendGroup.mutate(pendingGroup.send, {
                onSuccess: (answer) => {
                  setGroupResult(answer);
                  setPendingGroup(null);
                },
              }))
        }
      >
        {pendingGroup && (
          <ul>
            <li>{t('groupMessages.members', { count: pendingGroup.preview.members })}</li>
            <li>{t('groupMessages.reachable', { count: pendingGroup.preview.reachable })}</li>
            {pendingGroup.preview.noConsent > 0 && <li>{t('groupMessages.noConsent', { count: pendingGroup.preview.noConsent })}</li>}
            {pendingGroup.preview.noContact > 0 && <li>{t('groupMessages.noContact', { count: pendingGroup.preview.noContact })}</li>}
          </ul>
        )}
        <p>{t('messages.confirmSendBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

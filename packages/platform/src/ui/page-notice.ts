import { i18n } from '../i18n/i18n.ts';
import styles from './ConfirmDialog.module.css';
import ui from './ui.module.css';

/**
 * The app's own alert (never `window.alert`): a modal <dialog> with the message and one "OK",
 * which has the focus; Escape or OK closes it and focus goes back where it was. It lives on the
 * document, not in a remote, so it stays while the guard that raised it navigates away (the spec's
 * "alert, then back"). A second message while one shows replaces the words.
 */
export function showPageNotice(message: string): void {
  const shown = document.querySelector<HTMLDialogElement>('dialog[data-page-notice]');
  if (shown) {
    const words = shown.querySelector('p');
    if (words) words.textContent = message;
    return;
  }
  const opener = document.activeElement;
  const dialog = document.createElement('dialog');
  dialog.dataset.pageNotice = '';
  dialog.className = styles.dialog ?? '';
  dialog.setAttribute('role', 'alertdialog');
  const text = document.createElement('p');
  text.id = 'page-notice-message';
  text.className = styles.title ?? '';
  text.textContent = message;
  dialog.setAttribute('aria-labelledby', text.id);
  const actions = document.createElement('div');
  actions.className = styles.actions ?? '';
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.textContent = i18n.t('common:pageNotice.ok');
  ok.className = ui.button ?? '';
  ok.addEventListener('click', () => dialog.close());
  actions.append(ok);
  dialog.append(text, actions);
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  ok.focus();
}

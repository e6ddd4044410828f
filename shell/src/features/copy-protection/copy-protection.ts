// Spec §1: on main-layout pages right-click, copy, text selection and drag are blocked. The site
// setting `copyProtection` turns it off; form fields are never blocked (people must be able to
// select, copy and paste what they type), and the console has its own layout and is never blocked.

const BLOCKED_EVENTS = ['contextmenu', 'copy', 'cut', 'selectstart', 'dragstart'] as const;

/** Inputs, text areas, selects and anything editable keep every native behaviour. */
const FORM_FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

function isInFormField(target: EventTarget | null): boolean {
  // selectstart inside a text node targets the node, not its element.
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return Boolean(element?.closest(FORM_FIELD));
}

/** The copy event of a selection inside a field targets the field; a page selection may end in one. */
function selectionIsInFormField(): boolean {
  const active = document.activeElement;
  return Boolean(active && active.matches(FORM_FIELD));
}

function isProtected(): boolean {
  const { layout, copyProtection } = document.body.dataset;
  return layout === 'main' && copyProtection === 'on';
}

/** Blocks the events on the whole document; the layout and the setting are re-read on every event. */
export function installCopyProtection(): () => void {
  const block = (event: Event) => {
    if (!isProtected() || isInFormField(event.target)) return;
    if ((event.type === 'copy' || event.type === 'cut') && selectionIsInFormField()) return;
    event.preventDefault();
  };
  for (const type of BLOCKED_EVENTS) document.addEventListener(type, block, { capture: true });
  return () => {
    for (const type of BLOCKED_EVENTS) document.removeEventListener(type, block, { capture: true });
  };
}

/** On until the setting says otherwise: the spec blocks by default. */
export function setCopyProtection(enabled: boolean): void {
  document.body.dataset.copyProtection = enabled ? 'on' : 'off';
}

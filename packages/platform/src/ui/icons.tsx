// Button icons shared by the shell and the remotes, drawn as SVG in the text colour. As text
// glyphs, the pause sign (❚, U+275A) and the cross (✕, U+2715) are in none of the site's fonts:
// Chromium then searches every system font for them, tens of milliseconds of a phone's first layout.
const iconProps = {
  'aria-hidden': true,
  focusable: false,
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'currentColor',
} as const;

export const PreviousIcon = () => (
  <svg {...iconProps}><path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" /></svg>
);

export const NextIcon = () => (
  <svg {...iconProps}><path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" /></svg>
);

export const PauseIcon = () => (
  <svg {...iconProps}><path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" /></svg>
);

export const PlayIcon = () => (
  <svg {...iconProps}><path d="M4.5 2.5v11L13 8z" /></svg>
);

/** A cross, 24px and stroked like the header's icons: closes a dialog. */
export const CloseIcon = () => (
  <svg aria-hidden focusable={false} width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

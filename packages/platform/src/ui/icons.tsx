// The site's icons, drawn as SVG in the text colour: a few paths are lighter than an icon font.
// Never symbol characters: the pause sign (❚, U+275A) and the cross (✕, U+2715) are in none of the
// site's fonts, and Chromium then searches every system font for them, tens of milliseconds of a
// phone's first layout.

/** The header's icons (menu, site map, close): 24px, stroked. */
const strokedIconProps = {
  'aria-hidden': true,
  focusable: false,
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
} as const;

/** The slider buttons' icons: 16px, so they sit inside the round controls. */
const sliderIconProps = {
  'aria-hidden': true,
  focusable: false,
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'currentColor',
} as const;

export const MenuIcon = () => (
  <svg {...strokedIconProps}><path d="M4 6h16M4 12h16M4 18h16" /></svg>
);

export const SiteMapIcon = () => (
  <svg {...strokedIconProps}><path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" /></svg>
);

export const CloseIcon = () => (
  <svg {...strokedIconProps}><path d="M6 6l12 12M18 6L6 18" /></svg>
);

export const PreviousIcon = () => (
  <svg {...sliderIconProps}><path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" /></svg>
);

export const NextIcon = () => (
  <svg {...sliderIconProps}><path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" /></svg>
);

export const PauseIcon = () => (
  <svg {...sliderIconProps}><path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" /></svg>
);

export const PlayIcon = () => (
  <svg {...sliderIconProps}><path d="M4.5 2.5v11L13 8z" /></svg>
);

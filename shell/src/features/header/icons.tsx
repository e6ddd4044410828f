// Inline icons: a few paths are lighter than an icon font and inherit the text colour.
const iconProps = {
  'aria-hidden': true,
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
} as const;

export const MenuIcon = () => (
  <svg {...iconProps}><path d="M4 6h16M4 12h16M4 18h16" /></svg>
);

export const SiteMapIcon = () => (
  <svg {...iconProps}><path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" /></svg>
);

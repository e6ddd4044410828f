// Demo pictures drawn in code: a coloured tile with a simple pictogram, so the demo site has
// real, light images without shipping binary files. Each is stored once under its content hash.

export type Pictogram =
  | 'cutter' | 'spreader' | 'table' | 'sewing' | 'buttonhole' | 'welting' | 'scissors'
  | 'office' | 'hanger' | 'classroom' | 'community' | 'room' | 'ruler';

/** Pictograms drawn in a 100×100 box with `currentColor`. */
const PICTOGRAMS: Record<Pictogram, string> = {
  cutter: '<rect x="8" y="58" width="84" height="12" rx="2"/><rect x="12" y="70" width="6" height="16"/><rect x="82" y="70" width="6" height="16"/><rect x="20" y="30" width="8" height="28"/><rect x="20" y="26" width="60" height="8" rx="2"/><path d="M52 34h10l-5 16z"/><rect x="70" y="42" width="16" height="12" rx="2" opacity=".6"/>',
  spreader: '<circle cx="30" cy="38" r="16"/><circle cx="30" cy="38" r="5" fill-opacity=".4"/><path d="M30 54h58v8H30z"/><rect x="10" y="66" width="80" height="8" rx="2" opacity=".7"/><rect x="14" y="74" width="5" height="14"/><rect x="81" y="74" width="5" height="14"/>',
  table: '<rect x="8" y="46" width="84" height="6" rx="1" opacity=".5"/><rect x="8" y="53" width="84" height="6" rx="1" opacity=".7"/><rect x="8" y="60" width="84" height="8" rx="1"/><rect x="14" y="68" width="6" height="20"/><rect x="80" y="68" width="6" height="20"/>',
  sewing: '<path d="M18 70V34a8 8 0 0 1 8-8h48a8 8 0 0 1 8 8v10H36v26z"/><rect x="12" y="70" width="76" height="10" rx="3"/><rect x="70" y="44" width="6" height="16"/><path d="M73 60v8" stroke="currentColor" stroke-width="2"/><circle cx="60" cy="36" r="4" fill-opacity=".4"/>',
  buttonhole: '<circle cx="50" cy="50" r="30"/><circle cx="41" cy="41" r="5" fill-opacity=".35"/><circle cx="59" cy="41" r="5" fill-opacity=".35"/><circle cx="41" cy="59" r="5" fill-opacity=".35"/><circle cx="59" cy="59" r="5" fill-opacity=".35"/>',
  welting: '<path d="M24 20h52v52l-26 12-26-12z" opacity=".8"/><rect x="30" y="36" width="40" height="6" rx="3" fill-opacity=".35"/><path d="M30 46h40" stroke="currentColor" stroke-dasharray="3 3" stroke-width="2" opacity=".5"/>',
  scissors: '<circle cx="30" cy="70" r="11" fill="none" stroke="currentColor" stroke-width="6"/><circle cx="70" cy="70" r="11" fill="none" stroke="currentColor" stroke-width="6"/><path d="M36 60 72 14l4 3-34 49zM64 60 28 14l-4 3 34 49z"/>',
  office: '<rect x="14" y="56" width="72" height="8" rx="2"/><rect x="20" y="64" width="6" height="22"/><rect x="74" y="64" width="6" height="22"/><rect x="32" y="24" width="36" height="26" rx="3"/><rect x="46" y="50" width="8" height="6"/>',
  hanger: '<path d="M50 14a8 8 0 1 1 8 8c-3 0-8 3-8 6v4" fill="none" stroke="currentColor" stroke-width="4"/><path d="M50 32 16 54h68z" opacity=".6"/><path d="M30 54h40l6 34H24z"/>',
  classroom: '<rect x="14" y="14" width="72" height="40" rx="3"/><path d="M26 44l12-14 10 10 8-8 14 12z" fill-opacity=".4"/><circle cx="28" cy="72" r="7"/><circle cx="50" cy="72" r="7"/><circle cx="72" cy="72" r="7"/><rect x="20" y="80" width="60" height="8" rx="4" opacity=".6"/>',
  community: '<circle cx="32" cy="36" r="10"/><circle cx="68" cy="36" r="10"/><circle cx="50" cy="30" r="11"/><path d="M14 80a18 18 0 0 1 36 0zM50 80a18 18 0 0 1 36 0z" opacity=".7"/><path d="M30 82a20 20 0 0 1 40 0z"/>',
  room: '<rect x="14" y="18" width="72" height="66" rx="3" fill-opacity=".3"/><path d="M14 50h30M56 18v30M56 62v22" stroke="currentColor" stroke-width="5"/><rect x="62" y="24" width="18" height="18" rx="2"/><rect x="20" y="60" width="28" height="16" rx="2"/>',
  ruler: '<rect x="10" y="38" width="80" height="24" rx="3"/><path d="M20 38v10M30 38v6M40 38v10M50 38v6M60 38v10M70 38v6M80 38v10" stroke="#fff" stroke-width="2" opacity=".7"/>',
};

export interface Palette {
  background: string;
  accent: string;
  ink: string;
}

/** The centre's demo palettes: calm fabric colours. */
export const PALETTES = {
  indigo: { background: '#E8ECF8', accent: '#C9D2F0', ink: '#2F3E8F' },
  teal: { background: '#E3F4F1', accent: '#BFE6DF', ink: '#136F63' },
  coral: { background: '#FDEBE7', accent: '#F8CFC4', ink: '#B4442A' },
  mustard: { background: '#FBF3DC', accent: '#F2DFA6', ink: '#8A6410' },
  plum: { background: '#F3E8F3', accent: '#E2C9E2', ink: '#7A2E7A' },
  slate: { background: '#ECEFF3', accent: '#D3D9E1', ink: '#37475A' },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A tile with a pictogram, optionally captioned, as SVG text with explicit width and height. */
export function illustration(pictogram: Pictogram, palette: PaletteName, size: { width: number; height: number } = { width: 640, height: 480 }, caption?: string): string {
  const { background, accent, ink } = PALETTES[palette];
  const { width, height } = size;
  const box = Math.min(width, height) * 0.5;
  const x = (width - box) / 2;
  const y = (height - box) / 2 - (caption ? height * 0.06 : 0);
  const label = caption
    ? `<text x="${width / 2}" y="${height * 0.86}" text-anchor="middle" font-family="'Noto Sans KR','Apple SD Gothic Neo',sans-serif" font-size="${Math.round(height * 0.07)}" font-weight="700" fill="${ink}">${escapeXml(caption)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`
    + `<rect width="${width}" height="${height}" fill="${background}"/>`
    + `<circle cx="${width * 0.85}" cy="${height * 0.18}" r="${height * 0.3}" fill="${accent}"/>`
    + `<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.22}" fill="${accent}" opacity=".7"/>`
    + `<g transform="translate(${x} ${y}) scale(${box / 100})" fill="${ink}" color="${ink}">${PICTOGRAMS[pictogram]}</g>`
    + label
    + '</svg>';
}

/** A partner's word-mark: a rounded badge with its initials and short name. */
export function partnerLogo(initials: string, name: string, palette: PaletteName): string {
  const { background, ink } = PALETTES[palette];
  return '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img">'
    + `<rect width="240" height="80" rx="12" fill="${background}"/>`
    + `<circle cx="40" cy="40" r="24" fill="${ink}"/>`
    + `<text x="40" y="47" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`
    + `<text x="74" y="46" font-family="'Noto Sans KR',sans-serif" font-size="15" font-weight="700" fill="${ink}">${escapeXml(name)}</text>`
    + '</svg>';
}

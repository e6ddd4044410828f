/** What the sessions list calls a device the browser did not describe recognisably. */
export const UNKNOWN_DEVICE = 'Unknown device';

// Order matters: most browsers also claim to be Chrome and Safari, so the specific ones come first.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/KAKAOTALK/i, 'KakaoTalk'],
  [/NAVER\(inapp/i, 'NAVER app'],
  [/Whale\//, 'Whale'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPad/, 'iPadOS'],
  [/iPhone|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short, human name for the browser and system of a User-Agent ("Chrome on Android"), shown in
 * my page's sessions so a member recognises their devices. Only the name is kept, never the whole
 * header (it is long and fingerprints the device).
 */
export function deviceFromUserAgent(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}

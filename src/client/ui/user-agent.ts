/**
 * A user agent as a person names it ("Chrome 156", "Linux"). Only the common browsers and
 * systems are known: the session list shows the raw string beside it anyway. Order matters:
 * Edge and Opera also say Chrome, Chrome also says Safari, an iPad says Mac OS X and Android
 * says Linux.
 */
export interface UserAgentParts {
  /** Browser or client and its major version, e.g. "Chrome 156", "Safari 17", "curl 8". */
  browser: string | null;
  /** "Windows", "macOS", "Linux", "Android 14", "iPhone", "iPad", "ChromeOS". */
  os: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  // A headless browser is a script, not a person: worth telling apart in a list of sessions.
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\biPhone\b/, () => 'iPhone'],
  [/\biPad\b/, () => 'iPad'],
  [/\bAndroid(?: (\d+))?/, (m) => (m[1] ? `Android ${m[1]}` : 'Android')],
  [/\bCrOS\b/, () => 'ChromeOS'],
  [/\bWindows\b/, () => 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, () => 'macOS'],
  [/\bLinux\b|\bX11\b/, () => 'Linux'],
];

/** A program's own token, as curl/8.5.0 or python-requests/2.31 begin theirs. */
const PROGRAM = /^([A-Za-z][\w.-]*)\/v?(\d+)/;

export function parseUserAgent(ua: string): UserAgentParts {
  let browser: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = ua.match(re);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  if (!browser && /Safari\//.test(ua) && /\b(?:iPhone|iPad|Macintosh)\b/.test(ua)) browser = 'Safari';
  if (!browser && !ua.startsWith('Mozilla/')) {
    const m = ua.match(PROGRAM);
    if (m) browser = `${m[1]} ${m[2]}`;
  }
  let os: string | null = null;
  for (const [re, name] of SYSTEMS) {
    const m = ua.match(re);
    if (m) {
      os = name(m);
      break;
    }
  }
  return { browser, os };
}

/** Browser and operating system of a request, as the logs show them. */
export interface ClientDescription {
  /** `Chrome 126`, `Edge 125`, `Firefox 127`, `Safari 17`, …; `''` when unknown. */
  browser: string;
  /** `Windows 10`, `macOS 14.5`, `Android 14`, `iOS 17.5`, `Linux`, …; `''` when unknown. */
  os: string;
}

/** Browsers by the token that names them, most specific first (Edge and Opera also say Chrome). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bDingTalk\/(\d+)/, 'DingTalk'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\bChrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, 'Safari'],
  [/\bMSIE (\d+)/, 'Internet Explorer'],
  [/\bTrident\/.*\brv:(\d+)/, 'Internet Explorer'],
  [/\bcurl\/(\d+)/, 'curl'],
  [/\bnode(?:-fetch)?\b|\bundici\b/, 'Node.js'],
];

const WINDOWS_VERSIONS: Readonly<Record<string, string>> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function osOf(ua: string): string {
  const windows = /\bWindows NT (\d+\.\d+)/.exec(ua);
  if (windows) return `Windows ${WINDOWS_VERSIONS[windows[1] ?? ''] ?? windows[1] ?? ''}`.trim();
  const ios = /\b(?:iPhone|iPad|iPod).*? OS (\d+)(?:_(\d+))?/.exec(ua);
  if (ios) return `iOS ${ios[1]}${ios[2] ? `.${ios[2]}` : ''}`;
  const android = /\bAndroid (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  const mac = /\bMac OS X (\d+)[._](\d+)/.exec(ua);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bHarmonyOS\b/.test(ua)) return 'HarmonyOS';
  if (/\bLinux\b|\bX11\b/.test(ua)) return 'Linux';
  return '';
}

function browserOf(ua: string): string {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return '';
}

/**
 * The browser and operating system a user agent names, for people to read (the login log and
 * the operation log). Unknown agents give empty texts; the full agent stays in the log beside.
 */
export function describeUserAgent(userAgent: string): ClientDescription {
  const ua = userAgent.slice(0, 500);
  return { browser: browserOf(ua), os: osOf(ua) };
}

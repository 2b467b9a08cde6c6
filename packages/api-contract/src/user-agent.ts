/**
 * What a user agent says about the client: the server describes sign-ins with it (the login
 * log), the apps describe sessions (the personal centre's devices, online users).
 */
export interface ClientDescription {
  /** Browser (or client) and its major version: `Chrome 126`, `curl 8.4`; `''` when unknown. */
  browser: string;
  /** Operating system: `Windows 10`, `iOS 17.5`, `macOS`; `''` when unknown. */
  os: string;
  kind: 'desktop' | 'mobile' | 'tablet';
}

/** Browsers by their product token, the more specific first (Edge and Opera also say Chrome). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bDingTalk\/(\d+)/, 'DingTalk'],
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\bChrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, 'Safari'],
  [/\bMSIE (\d+)/, 'Internet Explorer'],
  [/\bTrident\/.*\brv:(\d+)/, 'Internet Explorer'],
];

const WINDOWS: Readonly<Record<string, string>> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function osOf(agent: string): string {
  const windows = /\bWindows NT (\d+\.\d+)/.exec(agent);
  if (windows) return `Windows ${WINDOWS[windows[1] ?? ''] ?? windows[1] ?? ''}`.trim();
  const ipad = /\biPad\b.*\bOS (\d+)[_.](\d+)/.exec(agent);
  if (ipad) return `iPadOS ${ipad[1]}.${ipad[2]}`;
  const ios = /\b(?:iPhone|iPod)\b.*\bOS (\d+)(?:[_.](\d+))?/.exec(agent);
  if (ios) return `iOS ${ios[1]}${ios[2] ? `.${ios[2]}` : ''}`;
  if (/\bHarmonyOS\b/.test(agent)) return 'HarmonyOS';
  const android = /\bAndroid (\d+(?:\.\d+)?)/.exec(agent);
  if (android) return `Android ${android[1]}`;
  if (/\bCrOS\b/.test(agent)) return 'ChromeOS';
  // browsers freeze the macOS version they send (10.15): the name alone is what is true
  if (/\bMac OS X\b/.test(agent)) return 'macOS';
  if (/\bLinux\b|\bX11\b/.test(agent)) return 'Linux';
  return '';
}

function kindOf(agent: string): ClientDescription['kind'] {
  if (/\biPad\b|\bTablet\b/.test(agent) || (/\bAndroid\b/.test(agent) && !/\bMobile\b/.test(agent)))
    return 'tablet';
  return /\bMobi|\biPhone\b|\biPod\b|\bAndroid\b/.test(agent) ? 'mobile' : 'desktop';
}

function browserOf(agent: string): string {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) return `${name} ${match[1] ?? ''}`.trim();
  }
  // a client that is not a browser, named by its product token (`curl/8.4.0`, `node`)
  const product = /^([A-Za-z][\w.-]*)(?:\/(\d+(?:\.\d+)?)\S*)?$/.exec(agent.split(' ')[0] ?? '');
  const alone = !agent.includes(' ') || /^[\w.-]+\/\d/.test(agent);
  if (product && alone && !agent.startsWith('Mozilla/')) {
    return `${product[1] ?? ''} ${product[2] ?? ''}`.trim();
  }
  return '';
}

/**
 * The browser, operating system and kind of device a user agent names, for people to read.
 * Unknown parts are `''`; the full agent is kept beside wherever it is shown.
 */
export function describeUserAgent(userAgent: string): ClientDescription {
  const agent = userAgent.trim().slice(0, 500);
  return { browser: browserOf(agent), os: osOf(agent), kind: kindOf(agent) };
}

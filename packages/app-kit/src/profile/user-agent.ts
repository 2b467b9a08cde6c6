/** What a session's user agent says about the device that signed in. */
export interface DeviceInfo {
  /** Browser (or client) and its major version, e.g. `Chrome 126`; null when unknown. */
  browser: string | null;
  /** Operating system, e.g. `Windows 10`, `iOS 17.5`; null when unknown. */
  os: string | null;
  kind: 'desktop' | 'mobile' | 'tablet';
}

/** Browsers by their product token, the more specific first (Edge and Opera also say Chrome). */
const BROWSERS: readonly [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/EdgA?\/(\d+)/, 'Edge'],
  [/EdgiOS\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)(?:\.\d+)*.*Safari\//, 'Safari'],
  [/MSIE (\d+)/, 'Internet Explorer'],
  [/Trident\/.*rv:(\d+)/, 'Internet Explorer'],
];

const WINDOWS: Readonly<Record<string, string>> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function osOf(agent: string): string | null {
  const windows = /Windows NT (\d+\.\d+)/.exec(agent);
  if (windows) return `Windows ${WINDOWS[windows[1] ?? ''] ?? windows[1] ?? ''}`.trim();
  const ipad = /iPad.*OS (\d+)[_.](\d+)/.exec(agent);
  if (ipad) return `iPadOS ${ipad[1]}.${ipad[2]}`;
  const ios = /(?:iPhone|iPod).*OS (\d+)[_.](\d+)/.exec(agent);
  if (ios) return `iOS ${ios[1]}.${ios[2]}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(agent);
  if (android) return `Android ${android[1]}`;
  if (/CrOS/.test(agent)) return 'ChromeOS';
  const mac = /Mac OS X (\d+)[_.](\d+)/.exec(agent);
  if (mac) return 'macOS';
  if (/HarmonyOS/.test(agent)) return 'HarmonyOS';
  if (/Linux/.test(agent)) return 'Linux';
  return null;
}

function kindOf(agent: string): DeviceInfo['kind'] {
  if (/iPad|Tablet/.test(agent) || (/Android/.test(agent) && !/Mobile/.test(agent))) {
    return 'tablet';
  }
  return /Mobi|iPhone|iPod|Android/.test(agent) ? 'mobile' : 'desktop';
}

/**
 * Reads the browser, the operating system and the kind of device from a user agent (as the
 * server recorded it with the session). A client that is not a known browser is named by its
 * first product token (`curl 8.4`); an empty agent knows nothing.
 */
export function describeUserAgent(agent: string): DeviceInfo {
  const text = agent.trim();
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  if (browser === null && text !== '' && !text.startsWith('Mozilla/')) {
    const product = /^([\w.-]+)(?:\/(\d+(?:\.\d+)?))?/.exec(text);
    if (product) browser = `${product[1] ?? ''} ${product[2] ?? ''}`.trim();
  }
  return { browser, os: osOf(text), kind: kindOf(text) };
}

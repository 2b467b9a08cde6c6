import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../src/index';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome 126', os: 'Windows 10', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
      { browser: 'Edge 125', os: 'Windows 10', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:127.0) Gecko/20100101 Firefox/127.0',
      { browser: 'Firefox 127', os: 'macOS', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      { browser: 'Headless Chrome 126', os: 'Linux', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; V2183A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/101.0.4951.61 Mobile Safari/537.36 AliApp(DingTalk/7.0.40) DingTalk/7.0.40',
      { browser: 'DingTalk 7', os: 'Android 13', kind: 'mobile' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox 128', os: 'Linux', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17.5', kind: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome 120', os: 'iPadOS 16.6', kind: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 126', os: 'Android 14', kind: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome 126', os: 'Android 13', kind: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; V2118A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.99 XWEB/4317 MMWEBSDK/20220903 Mobile Safari/537.36 MMWEBID/6170 MicroMessenger/8.0.28.2240(0x28001C57) WeChat/arm64',
      { browser: 'WeChat 8', os: 'Android 12', kind: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
      { browser: 'Internet Explorer 11', os: 'Windows 7', kind: 'desktop' },
    ],
    ['curl/8.4.0', { browser: 'curl 8.4', os: '', kind: 'desktop' }],
    ['node', { browser: 'node', os: '', kind: 'desktop' }],
    ['', { browser: '', os: '', kind: 'desktop' }],
    ['something else', { browser: '', os: '', kind: 'desktop' }],
    ['Mozilla/5.0 (compatible)', { browser: '', os: '', kind: 'desktop' }],
  ])('reads %s', (agent, expected) => {
    expect(describeUserAgent(agent)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { urlSafeBase64Decode, urlSafeBase64Encode } from './base64';
import { UploadError } from './errors';
import { parseUploadToken } from './token';

const policy = (value: object) => urlSafeBase64Encode(JSON.stringify(value));

describe('upload token', () => {
  it('reads access key, bucket, key and deadline', () => {
    const token = `AK1:c2lnbg==:${policy({ scope: 'photos:2026/a.png', deadline: 1893456000 })}`;
    expect(parseUploadToken(token)).toEqual({
      accessKey: 'AK1',
      bucket: 'photos',
      key: '2026/a.png',
      policy: { scope: 'photos:2026/a.png', deadline: 1893456000 },
    });
  });

  it('takes the access key from the second segment of the administrator form', () => {
    const token = `admin:AK2:sign:${policy({ scope: 'docs', deadline: 1 })}`;
    expect(parseUploadToken(token)).toMatchObject({
      accessKey: 'AK2',
      bucket: 'docs',
      key: undefined,
    });
  });

  it.each([
    ['', 'it is empty'],
    ['only-one', 'expected AccessKey:EncodedSign:EncodedPutPolicy'],
    [':sig:e30=', 'the access key is empty'],
    ['AK:sig:%%%', 'the put policy is not Base64-encoded JSON'],
    [`AK:sig:${policy({ deadline: 1 })}`, 'the put policy has no scope'],
    [`AK:sig:${policy({ scope: 'b' })}`, 'the put policy has no deadline'],
  ])('refuses %j: %s', (token, why) => {
    expect(() => parseUploadToken(token)).toThrow(
      new UploadError('invalid-token', `Invalid upload token: ${why}`),
    );
  });
});

describe('URL-safe Base64', () => {
  it('round-trips UTF-8 text and uses - and _ instead of + and /', () => {
    const text = '报表 ~~~ ???>>>';
    const encoded = urlSafeBase64Encode(text);
    expect(encoded).not.toMatch(/[+/]/);
    expect(urlSafeBase64Decode(encoded)).toBe(text);
  });
});

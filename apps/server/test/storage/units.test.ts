/**
 * The storage's pure rules: keys, mkfile parameters, policy limits, saveKey variables, block
 * contexts, tokens, ranges and qetag.
 */
import { describe, expect, it } from 'vitest';
import { render } from '../../src/i18n/text';
import { decodeContext, encodeContext } from '../../src/storage/block-context';
import { QetagHasher, qetagOfDigests } from '../../src/storage/digests';
import { parseRange } from '../../src/storage/download';
import { expandSaveKey, keyProblem, mimeAllowed, parseMkfilePairs } from '../../src/storage/keys';
import { StorageError } from '../../src/storage/protocol-error';
import { checkUploadToken, signUploadToken } from '../../src/storage/up-token';
import { BLOCK, b64, bytes, qetag } from './helpers';

describe('keys', () => {
  it.each([
    'a',
    'photos/2026/05/a b.png',
    '报告/第一季度.pdf',
    'name.with.dots',
    '..name',
    'a/..b/c',
    'x'.repeat(750),
  ])('stores %j', (key) => {
    expect(keyProblem(key)).toBeUndefined();
  });

  it.each([
    ['', 'the key is empty'],
    ['x'.repeat(751), 'the key is longer than 750 bytes'],
    ['字'.repeat(251), 'the key is longer than 750 bytes'],
    ['/abs', 'the key is an absolute path'],
    ['C:/win', 'the key is an absolute path'],
    ['a\\b', 'the key contains a backslash'],
    ['a\u0000b', 'the key contains a control character'],
    ['a//b', 'the key has an empty path segment'],
    ['a/', 'the key has an empty path segment'],
    ['..', 'the key has a "." or ".." segment'],
    ['a/../b', 'the key has a "." or ".." segment'],
    ['./a', 'the key has a "." or ".." segment'],
  ])('refuses %j: %s', (key, problem) => {
    const found = keyProblem(key);
    expect(found && render(found, 'en-US')).toBe(problem);
  });
});

describe('mkfile parameters', () => {
  it('come in any order; unknown names are ignored; x: names are percent-decoded', () => {
    expect(
      parseMkfilePairs(
        `x%3Aa/${b64('1')}/fname/${b64('名.txt')}/other/zzz/key/${b64('k')}/mimeType/${b64('text/plain')}`,
      ),
    ).toEqual({ key: 'k', fname: '名.txt', mimeType: 'text/plain', vars: { 'x:a': '1' } });
    expect(parseMkfilePairs('')).toEqual({ key: undefined, fname: '', mimeType: '', vars: {} });
  });

  it('refuse odd pairs and values that are not URL-safe Base64', () => {
    expect(() => parseMkfilePairs('key')).toThrow(StorageError);
    expect(() => parseMkfilePairs('key/a+b')).toThrow('key is not URL-safe Base64');
  });
});

describe('put policy rules', () => {
  it('mimeLimit allows listed types and wildcards, or forbids with !', () => {
    expect(mimeAllowed('image/png', 'image/*;text/plain')).toBe(true);
    expect(mimeAllowed('text/plain', 'image/*;text/plain')).toBe(true);
    expect(mimeAllowed('application/pdf', 'image/*;text/plain')).toBe(false);
    expect(mimeAllowed('application/pdf', '!image/*')).toBe(true);
    expect(mimeAllowed('image/gif', '!image/*')).toBe(false);
    expect(mimeAllowed('anything', undefined)).toBe(true);
  });

  it('saveKey fills hash, name, extension, size, variables and the date', () => {
    const key = expandSaveKey('$(year)/$(mon)/$(day)/$(etag)$(ext)-$(fsize)-$(x:who)-$(unknown)', {
      hash: 'Fhash',
      fname: 'a.photo.JPG',
      fsize: 12,
      vars: { 'x:who': 'ada' },
      now: new Date('2026-03-04T05:06:07Z'),
    });
    expect(key).toBe('2026/03/04/Fhash.JPG-12-ada-$(unknown)');
  });
});

describe('block contexts', () => {
  const context = { id: 'ab'.repeat(16), offset: 1024, size: BLOCK, expiresAt: 2_000_000_000 };

  it('round-trip, with the SHA-1 of complete blocks, in at most 81 characters', () => {
    const sha1 = b64('x'.repeat(20));
    for (const value of [context, { ...context, offset: BLOCK, sha1 }]) {
      const text = encodeContext(value, 'secret');
      expect(text.length).toBeLessThanOrEqual(81);
      expect(decodeContext(text, 'secret', 1_000_000_000)).toEqual(value);
    }
  });

  it('are refused (701) when forged, signed with another secret, or expired', () => {
    const text = encodeContext(context, 'secret');
    const cases: [string, string, number][] = [
      [text, 'other', 1],
      [`${text.slice(0, 5)}A${text.slice(6)}`, 'secret', 1],
      ['no-dot', 'secret', 1],
      [text, 'secret', 2_000_000_001],
    ];
    for (const [value, secret, now] of cases) {
      expect(() => decodeContext(value, secret, now)).toThrow(
        expect.objectContaining({ status: 701 }),
      );
    }
  });
});

describe('upload tokens', () => {
  const keys = { accessKey: 'AK', secretKey: 'SK', bucket: 'files' };

  it('are accepted when signed, in time and for the bucket', () => {
    const token = signUploadToken('AK', 'SK', { scope: 'files:a/b', deadline: 100 });
    expect(checkUploadToken(token, keys, 100)).toMatchObject({ bucket: 'files', scopeKey: 'a/b' });
  });

  it.each([
    [undefined, 401, 'token not specified'],
    ['a:b', 401, 'bad token'],
    [signUploadToken('XX', 'SK', { scope: 'files', deadline: 100 }), 401, 'bad token'],
    [signUploadToken('AK', 'SK', { scope: 'files', deadline: 99 }), 401, 'token out of date'],
    [
      signUploadToken('AK', 'SK', { scope: '', deadline: 100 }),
      401,
      'bad token: the put policy has no scope',
    ],
    [signUploadToken('AK', 'SK', { scope: 'other', deadline: 100 }), 631, 'no such bucket: other'],
  ])('refuse %j', (token, status, message) => {
    expect(() => checkUploadToken(token, keys, 100)).toThrow(
      expect.objectContaining({ status, message }),
    );
  });
});

describe('ranges and hashes', () => {
  it('read single byte ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=95-500', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,4-5', 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
  });

  it('compute the qetag in pieces of any size', () => {
    for (const size of [0, 1, BLOCK, BLOCK + 1, 2 * BLOCK + 3]) {
      const data = bytes(size);
      const hasher = new QetagHasher();
      for (let at = 0; at < size; at += 777_777) hasher.update(data.subarray(at, at + 777_777));
      expect(hasher.digest()).toBe(qetag(data));
    }
    expect(qetagOfDigests([])).toBe('Fto5o-5ea0sNMlW_75VgGJCv2AcJ');
  });
});

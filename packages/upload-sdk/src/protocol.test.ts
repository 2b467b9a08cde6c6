import { describe, expect, it } from 'vitest';
import { response } from '../test/fake-transport';
import { urlSafeBase64Encode } from './base64';
import { bputUrl, customVars, mkblkUrl, mkfileUrl, readBlockAnswer } from './protocol';

describe('protocol paths', () => {
  it('name mkblk and bput', () => {
    expect(mkblkUrl('https://up.test', 4194304)).toBe('https://up.test/mkblk/4194304');
    expect(bputUrl('https://up.test', 'ctx.sig', 1048576)).toBe(
      'https://up.test/bput/ctx.sig/1048576',
    );
  });

  it('put key, type, file name and custom variables in the mkfile path', () => {
    const url = mkfileUrl('https://up.test', 10, {
      key: '照片/a b.png',
      fname: 'a b.png',
      mimeType: 'image/png',
      vars: { 'x:who': 'ada', 'x:a/b': 'c' },
    });
    expect(url).toBe(
      `https://up.test/mkfile/10/key/${urlSafeBase64Encode('照片/a b.png')}/mimeType/${urlSafeBase64Encode('image/png')}` +
        `/fname/${urlSafeBase64Encode('a b.png')}/x%3Awho/${urlSafeBase64Encode('ada')}/x%3Aa%2Fb/${urlSafeBase64Encode('c')}`,
    );
    expect(mkfileUrl('https://up.test', 0, { key: null, fname: '', mimeType: '', vars: {} })).toBe(
      'https://up.test/mkfile/0/fname/',
    );
    expect(
      mkfileUrl('https://up.test', 0, { key: '', fname: 'f', mimeType: '', vars: {} }),
    ).toContain('/key//fname/');
  });

  it('send only custom variables named x:…', () => {
    expect(customVars({ 'x:a': '1', b: '2', 'x:': '3' }, { 'x:c': '4' }, undefined)).toEqual({
      'x:a': '1',
      'x:c': '4',
    });
  });
});

describe('block answers', () => {
  it('are read, the host without a trailing slash', () => {
    const answer = readBlockAnswer(
      response(200, {
        ctx: 'c',
        checksum: 's',
        offset: 4,
        host: 'https://up.test/',
        expired_at: 9,
        crc32: 1,
      }),
      'mkblk',
    );
    expect(answer).toEqual({
      ctx: 'c',
      checksum: 's',
      offset: 4,
      host: 'https://up.test',
      expiredAt: 9,
    });
  });

  it('without ctx or offset are bad responses carrying the request id', () => {
    expect(() =>
      readBlockAnswer(response(200, { ctx: 'c' }, { 'x-reqid': 'r1' }), 'mkblk'),
    ).toThrow(expect.objectContaining({ kind: 'bad-response', reqId: 'r1', code: 200 }));
  });
});

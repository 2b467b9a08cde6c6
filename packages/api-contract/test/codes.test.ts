import { RELOGIN_CODES, SUCCESS_CODE, TOKEN_HEADER as CLIENT_TOKEN_HEADER } from '@org/http-client';
import { describe, expect, it } from 'vitest';
import { RESULT_CODES, ResultCode, TOKEN_HEADER, resultMessage } from '../src/index';

describe('envelope codes', () => {
  it('has the codes of the specification', () => {
    expect(ResultCode).toMatchObject({
      SUCCESS: 20000,
      NOT_SIGNED_IN: 40001,
      ILLEGAL_TOKEN: 50008,
      SIGNED_IN_ELSEWHERE: 50012,
      TOKEN_EXPIRED: 50014,
      BAD_CREDENTIALS: 60204,
    });
    expect(resultMessage(ResultCode.BAD_CREDENTIALS)).toBe('Account and password are incorrect.');
  });

  it('agrees with @org/http-client on success and on the codes that ask for a new sign-in', () => {
    expect(ResultCode.SUCCESS).toBe(SUCCESS_CODE);
    const relogin = RESULT_CODES.filter((info) => info.relogin).map((info) => info.code);
    expect([...relogin].sort()).toEqual([...RELOGIN_CODES].sort());
  });

  it('names the token header as @org/http-client sends it', () => {
    expect(TOKEN_HEADER).toBe(CLIENT_TOKEN_HEADER);
  });

  it('lists every code once, with a name and a message', () => {
    const codes = RESULT_CODES.map((info) => info.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(Object.values(ResultCode));
    for (const info of RESULT_CODES) {
      expect(info.message.length, info.name).toBeGreaterThan(0);
      expect(ResultCode[info.name]).toBe(info.code);
    }
    expect(Object.isFrozen(RESULT_CODES)).toBe(true);
  });
});

describe('the README', () => {
  it('documents every code', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    for (const info of RESULT_CODES)
      expect(readme, info.name).toContain(`| ${info.code} | ${info.name}`);
  });
});

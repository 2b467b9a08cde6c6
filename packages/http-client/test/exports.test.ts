import { describe, expect, it } from 'vitest';
import * as api from '../src/index';

describe('public export surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'FALLBACK_ERROR_MESSAGE',
        'HttpClientError',
        'NOTICE_DURATION_MS',
        'RELOGIN_CODES',
        'REQUEST_TIMEOUT_MS',
        'SUCCESS_CODE',
        'TOKEN_HEADER',
        'createHttpClient',
        'isEnvelope',
        'isHttpClientError',
        'isReloginCode',
        'serializeParams',
      ].sort(),
    );
  });

  it('has the constants of the specification', () => {
    expect(api.SUCCESS_CODE).toBe(20000);
    expect(api.RELOGIN_CODES).toEqual([50008, 50012, 50014, 40001]);
    expect(Object.isFrozen(api.RELOGIN_CODES)).toBe(true);
    expect(api.REQUEST_TIMEOUT_MS).toBe(60000);
    expect(api.NOTICE_DURATION_MS).toBe(5000);
    expect(api.TOKEN_HEADER).toBe('X-Token');
    expect(api.FALLBACK_ERROR_MESSAGE).toBe('Error');
  });

  it('recognises envelopes and re-login codes', () => {
    expect(api.isEnvelope({ code: 20000, message: '', data: null })).toBe(true);
    expect(api.isEnvelope({ code: '20000' })).toBe(false);
    expect(api.isEnvelope([])).toBe(false);
    expect(api.isReloginCode(50014)).toBe(true);
    expect(api.isReloginCode(60204)).toBe(false);
    expect(api.isReloginCode(undefined)).toBe(false);
  });

  it('creates a client without touching the network or any global', () => {
    const client = api.createHttpClient({ baseURL: 'http://example.invalid' });
    expect(Object.keys(client).sort()).toEqual(
      [
        'axios',
        'delete',
        'get',
        'isReloginPending',
        'post',
        'put',
        'request',
        'resetRelogin',
      ].sort(),
    );
    expect(client.isReloginPending()).toBe(false);
  });
});

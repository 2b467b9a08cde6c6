import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELOGIN_CODES, isHttpClientError } from '../src/index';
import { clientFor, waitFor } from './helpers';
import { type TestServer, startTestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BURST = 12;

/** Fires `count` requests at once and waits for all of them to settle. */
function burst(request: () => Promise<unknown>, count = BURST) {
  return Promise.allSettled(Array.from({ length: count }, request));
}

describe('re-login codes', () => {
  it('are 50008, 50012, 50014 and 40001', () => {
    expect(RELOGIN_CODES).toEqual([50008, 50012, 50014, 40001]);
  });

  it.each(RELOGIN_CODES)(
    'code %i: many parallel failures call onRelogin exactly once',
    async (code) => {
      const { client, notify, onRelogin } = clientFor(server.baseURL, { getToken: () => 'tok' });
      const results = await burst(() => client.get(`/code/${code}?message=Expired&delay=20`));

      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      for (const result of results) {
        const reason = (result as PromiseRejectedResult).reason as unknown;
        expect(isHttpClientError(reason)).toBe(true);
        expect(reason).toMatchObject({ kind: 'envelope', code, message: 'Expired' });
      }
      expect(onRelogin).toHaveBeenCalledTimes(1);
      expect(onRelogin.mock.calls[0]?.[0]).toMatchObject({ kind: 'envelope', code });
      expect(notify).not.toHaveBeenCalled();
      expect(client.isReloginPending()).toBe(true);
    },
  );

  it('stays quiet while pending, and resetRelogin() re-arms the hook', async () => {
    const { client, onRelogin } = clientFor(server.baseURL, { getToken: () => 'tok' });
    await burst(() => client.get('/code/50014'));
    await burst(() => client.get('/code/50008'));
    expect(onRelogin).toHaveBeenCalledTimes(1);

    client.resetRelogin();
    expect(client.isReloginPending()).toBe(false);
    await burst(() => client.get('/code/50012'));
    expect(onRelogin).toHaveBeenCalledTimes(2);
  });

  it('re-arms when the token changes (a new sign-in)', async () => {
    let token: string | null = 'first';
    const { client, onRelogin } = clientFor(server.baseURL, { getToken: () => token });
    await burst(() => client.get('/code/50014'));
    expect(onRelogin).toHaveBeenCalledTimes(1);

    token = 'second';
    expect(client.isReloginPending()).toBe(false);
    await burst(() => client.get('/code/50014'));
    expect(onRelogin).toHaveBeenCalledTimes(2);
  });

  it('ignores failures of requests sent under an earlier token', async () => {
    let token: string | null = 'old';
    const { client, onRelogin, notify } = clientFor(server.baseURL, { getToken: () => token });
    const seen = server.received.length;
    const pending = burst(() => client.get('/code/50014?delay=300'), 4);
    await waitFor(() => server.received.length >= seen + 4);
    token = null; // the app cleared the session while these were in flight
    const results = await pending;

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onRelogin).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('neither prompts nor notifies for a request sent without a token (signed out)', async () => {
    let token: string | null = 'tok';
    const { client, onRelogin, notify } = clientFor(server.baseURL, { getToken: () => token });
    token = null; // the user signed out; a screen still mounted asks again
    const results = await burst(() => client.get('/code/50008'), 3);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onRelogin).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(client.isReloginPending()).toBe(false);
  });

  it('also prompts for a silent request', async () => {
    const { client, onRelogin, notify } = clientFor(server.baseURL);
    await expect(client.get('/code/40001', { silent: true })).rejects.toMatchObject({
      code: 40001,
    });
    expect(onRelogin).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('prompts for an envelope sent with HTTP 401', async () => {
    const { client, onRelogin } = clientFor(server.baseURL);
    await expect(client.get('/envelope-status/401/50014')).rejects.toMatchObject({
      kind: 'envelope',
      code: 50014,
      status: 401,
    });
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });

  it('are notified like any other code when no onRelogin hook is given', async () => {
    const { client, notify } = clientFor(server.baseURL, { onRelogin: undefined });
    await burst(() => client.get('/code/50008?message=Illegal%20token'), 3);
    expect(notify).toHaveBeenCalledTimes(3);
    expect(notify.mock.calls[0]?.[0]).toMatchObject({
      message: 'Illegal token',
      code: 50008,
      duration: 5000,
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { urlSafeBase64Encode } from './base64';
import { TokenSource } from './token-source';

const token = (name: string, deadline = 4_000_000_000) =>
  `AK:${name}:${urlSafeBase64Encode(JSON.stringify({ scope: 'b', deadline }))}`;

describe('token source', () => {
  it('a fixed token is never refreshed', async () => {
    const source = new TokenSource(token('a'));
    expect(source.refreshable).toBe(false);
    expect(await source.current()).toBe(token('a'));
    expect(await source.refresh(token('a'))).toBeNull();
  });

  it('asks the provider once for requests refused together', async () => {
    let n = 0;
    const provider = vi.fn(async () => token(`t${(n += 1)}`));
    const source = new TokenSource(provider);
    const first = await source.current();
    const refreshed = await Promise.all([
      source.refresh(first),
      source.refresh(first),
      source.refresh(first),
    ]);
    expect(refreshed).toEqual([token('t2'), token('t2'), token('t2')]);
    expect(provider).toHaveBeenCalledTimes(2);
    // A request that failed with the old token after the refresh gets the new one, no new call.
    expect(await source.refresh(first)).toBe(token('t2'));
    expect(provider).toHaveBeenCalledTimes(2);
  });

  it('answers null when the provider gives the refused token again', async () => {
    const source = new TokenSource(() => token('same'));
    expect(await source.refresh(await source.current())).toBeNull();
  });

  it('refreshes before sending when less than a minute of the token is left', async () => {
    let now = 1_000_000;
    const deadline = 1000 + 90;
    const provider = vi.fn(() => token(`t${provider.mock.calls.length}`, deadline));
    const source = new TokenSource(provider, () => now);
    expect(await source.current()).toBe(token('t1', deadline));
    now += 31_000;
    expect(await source.current()).toBe(token('t2', deadline));
  });

  it('rejects an empty or unreadable token from the provider as invalid-token', async () => {
    await expect(new TokenSource(() => '').current()).rejects.toMatchObject({
      kind: 'invalid-token',
    });
    await expect(new TokenSource(() => 'x').details()).rejects.toMatchObject({
      kind: 'invalid-token',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fakeTransport } from '../test/fake-transport';
import { sendUsageLog, usageLine } from './usage-log';

const entry = {
  code: 200,
  reqId: 'r1',
  host: 'https://up.test',
  durationMs: 1500,
  startedAt: 1_700_000_000_500,
  bytesSent: 10,
  size: 10,
};

describe('usage log', () => {
  it('is one line: code, reqId, host, remote IP, port, seconds, start, bytes, type, size', () => {
    expect(usageLine(entry)).toBe('200,r1,up.test,,443,1.500,1700000000,10,jssdk-h5,10');
    expect(usageLine({ ...entry, host: 'http://127.0.0.1:3000/storage', code: 0, reqId: '' })).toBe(
      '0,,127.0.0.1,,3000,1.500,1700000000,10,jssdk-h5,10',
    );
  });

  it('is posted with the upload token, retried up to three times, and never throws', async () => {
    const failing = fakeTransport([], 'network');
    expect(
      await sendUsageLog({ url: 'https://log.test/log/3', token: 'T', transport: failing }, entry),
    ).toBe(false);
    expect(failing.requests).toHaveLength(4);
    expect(failing.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://log.test/log/3',
      headers: { Authorization: 'UpToken T', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const second = fakeTransport([{ status: 503 }, { status: 200 }]);
    expect(
      await sendUsageLog({ url: 'https://log.test/log/3', token: 'T', transport: second }, entry),
    ).toBe(true);
    expect(second.requests).toHaveLength(2);
  });
});

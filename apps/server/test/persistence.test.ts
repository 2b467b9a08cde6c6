import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type DictWithItems, routeUrl } from '@org/api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config';
import { DataDirBusyError } from '../src/db/data-dir-lock';
import { startServer } from '../src/start';
import { testPasswords } from './template';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config: ServerConfig = {
  host: '127.0.0.1',
  port: 0,
  database: { kind: 'pglite', dataDir },
  logLevel: 'silent',
  bodyLimit: 1024 * 1024,
  trustProxy: false,
  language: 'zh-CN',
  mockRoutes: true,
  scheduler: false,
};

async function call<T>(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token === undefined ? {} : { 'x-token': token }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { code: number; data: T };
}

describe('the embedded database', () => {
  it('is created and seeded on first start, and keeps data and sessions across a restart', async () => {
    const first = await startServer(config, { passwords: testPasswords });
    let token: string;
    try {
      expect(first.seeded).toBe(true);
      const login = await call<string>(
        first.url,
        'POST',
        `${routeUrl(API.auth.login)}?account=admin&password=Admin@123`,
      );
      token = login.data;
      const created = await call(first.url, 'POST', routeUrl(API.dict.create), token, {
        dictCode: 'kept',
        dictName: '保留',
      });
      expect(created.code).toBe(20000);
      await expect(startServer(config, { passwords: testPasswords })).rejects.toBeInstanceOf(
        DataDirBusyError,
      );
    } finally {
      await first.close();
    }

    const second = await startServer(config, { passwords: testPasswords });
    try {
      expect(second.seeded).toBe(false);
      const info = await call<{ account: string }>(
        second.url,
        'GET',
        routeUrl(API.auth.userInfo),
        token,
      );
      expect(info.data.account).toBe('admin');
      const dicts = await call<DictWithItems[]>(
        second.url,
        'POST',
        routeUrl(API.dict.byCode),
        token,
        ['kept', 'gender'],
      );
      expect(dicts.data.map((dict) => dict.dictCode)).toEqual(['kept', 'gender']);
    } finally {
      await second.close();
    }
  });
});

import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, type ApiServer, type ConnectionTest, type Page, routeUrl } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServers } from '../src/db/schema/index';
import { hostAllowed } from '../src/services/connection-probe';
import { managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectRefused,
  expectRowsUnchanged,
} from './reference-support';

const S = API.apiServer;
const url = routeUrl;

const t = managementSuite();

/** A local HTTP service standing in for a registered server; it records what it was asked. */
let target: Server;
let targetPort: number;
const seen: { url: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  target = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.url === '/svc/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('secret body');
    } else if (request.url === '/svc/moved') {
      response.writeHead(302, { location: 'http://example.com/' }).end();
    } else {
      response.writeHead(503).end('down');
    }
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetPort = (target.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => target.close(() => resolve()));
});

/** A port nothing listens on: taken from the system, then released. */
async function freePort(): Promise<number> {
  const probeServer = createServer();
  await new Promise<void>((resolve) => probeServer.listen(0, '127.0.0.1', resolve));
  const { port } = probeServer.address() as AddressInfo;
  await new Promise<void>((resolve) => probeServer.close(() => resolve()));
  return port;
}

const createServerRecord = (body: Record<string, unknown>) =>
  t.server.call<ApiServer>('POST', url(S.create), { token: t.admin, body });
const probe = (id: number) =>
  t.server.call<ConnectionTest>('POST', url(S.test), { token: t.admin, body: { id } });

describe('the connection test allow-list', () => {
  it('admits names, wildcards, addresses and CIDR blocks, and nothing else', () => {
    expect(hostAllowed('localhost', '')).toBe(true);
    expect(hostAllowed('127.0.0.1', '')).toBe(true);
    expect(hostAllowed('::1', '')).toBe(true);
    expect(hostAllowed('example.com', '')).toBe(false);
    expect(hostAllowed('api.example.com', '*.example.com')).toBe(true);
    expect(hostAllowed('example.com', '*.example.com')).toBe(false);
    expect(hostAllowed('10.1.2.3', '10.0.0.0/8, 192.168.1.5')).toBe(true);
    expect(hostAllowed('192.168.1.5', '10.0.0.0/8 192.168.1.5')).toBe(true);
    expect(hostAllowed('192.168.1.6', '10.0.0.0/8,192.168.1.5')).toBe(false);
    expect(hostAllowed('fd00::1', 'fd00::/8')).toBe(true);
    expect(hostAllowed('intranet', 'INTRANET')).toBe(true);
    expect(hostAllowed('anything.net', '*')).toBe(true);
  });
});

describe('API servers', () => {
  it('creates, lists, searches, sorts, updates and masks secret headers', async () => {
    const made = await createServerRecord({
      serverCode: 'local-svc',
      serverName: ' 本地服务 ',
      host: '127.0.0.1',
      port: targetPort,
      basePath: '/svc',
      healthPath: '/health',
      timeoutMs: 2000,
      authType: 'TOKEN',
      headers: { Authorization: 'Bearer s3cr3t', 'X-Tenant': 't1' },
      env: 'test',
    });
    expect(made.body.data).toMatchObject({
      serverCode: 'local-svc',
      serverName: '本地服务',
      protocol: 'http',
      headers: { Authorization: '******', 'X-Tenant': 't1' },
      env: 'test',
    });
    const id = made.body.data.id;
    const list = await t.server.call<Page<ApiServer>>('POST', url(S.page), {
      token: t.admin,
      body: { sortBy: 'serverCode', sortOrder: 'desc' },
    });
    expect(list.body.data.list.map((s) => s.serverCode)).toEqual(['platform-auth', 'local-svc']);
    const byHost = await t.server.call<Page<ApiServer>>('POST', url(S.page), {
      token: t.admin,
      body: { host: '127.0', env: 'test' },
    });
    expect(byHost.body.data.list.map((s) => s.serverCode)).toEqual(['local-svc']);

    // Sending the mask back keeps the stored secret; a new header is added.
    const changed = await t.server.call<ApiServer>('PUT', url(S.update), {
      token: t.admin,
      body: { id, headers: { Authorization: '******', 'X-Extra': '1' }, remark: 'r' },
    });
    expect(changed.body.data.headers).toEqual({ Authorization: '******', 'X-Extra': '1' });
    const [row] = await t.server.db.select().from(apiServers).where(eq(apiServers.id, id));
    expect(row?.headers).toEqual({ Authorization: 'Bearer s3cr3t', 'X-Extra': '1' });
    const got = await t.server.call<ApiServer>('GET', url(S.get), {
      token: t.admin,
      query: { id },
    });
    expect(JSON.stringify(got.body)).not.toContain('s3cr3t');
  });

  it('tests a registered server: status and time only, no redirects, only allowed hosts', async () => {
    const [local] = (
      await t.server.call<Page<ApiServer>>('POST', url(S.page), {
        token: t.admin,
        body: { serverCode: 'local-svc' },
      })
    ).body.data.list;
    const id = local?.id ?? 0;
    seen.length = 0;
    const ok = await probe(id);
    expect(ok.body.data).toMatchObject({
      ok: true,
      status: 200,
      url: `http://127.0.0.1:${targetPort}/svc/health`,
      message: 'HTTP 200',
    });
    expect(ok.body.data.latencyMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(ok.body)).not.toContain('secret body');
    expect(seen[0]).toMatchObject({
      url: '/svc/health',
      headers: { authorization: 'Bearer s3cr3t', 'user-agent': 'platform-connection-test' },
    });

    await t.server.call('PUT', url(S.update), {
      token: t.admin,
      body: { id, healthPath: '/moved' },
    });
    const moved = await probe(id);
    expect(moved.body.data).toMatchObject({ ok: true, status: 302 });
    expect(seen.map((s) => s.url)).toEqual(['/svc/health', '/svc/moved']);

    await t.server.call('PUT', url(S.update), {
      token: t.admin,
      body: { id, healthPath: '/down' },
    });
    expect((await probe(id)).body.data).toMatchObject({ ok: false, status: 503 });

    const closed = await createServerRecord({
      serverCode: 'closed-port',
      serverName: 'closed',
      host: 'localhost',
      port: await freePort(),
      timeoutMs: 2000,
    });
    const refused = await probe(closed.body.data.id);
    expect(refused.body.data).toMatchObject({ ok: false, status: null });
    expect(refused.body.data.message).toMatch(/refused|no answer|reach|failed/);

    const outside = await createServerRecord({
      serverCode: 'outside',
      serverName: 'outside',
      protocol: 'https',
      host: 'example.com',
    });
    const blocked = await probe(outside.body.data.id);
    expect(blocked.body).toMatchObject({ code: 40009 });
    expect(blocked.body.message).toContain('integration.outbound.allowedHosts');

    // The allow-list is a system parameter; an administrator may widen it (still no call
    // leaves this machine: the host below is a loopback address written differently).
    await t.server.call('POST', url(API.system.setParams), {
      token: t.admin,
      body: { 'integration.outbound.allowedHosts': '10.0.0.0/8' },
    });
    expect((await probe(id)).body.code).toBe(40009);
    await t.server.call('POST', url(API.system.setParams), {
      token: t.admin,
      body: { 'integration.outbound.allowedHosts': '127.0.0.0/8' },
    });
    expect((await probe(id)).body.code).toBe(20000);
  });

  it('refuses duplicate codes, unknown ids, and deleting a server that still has APIs', async () => {
    const duplicate = await createServerRecord({
      serverCode: 'platform-auth',
      serverName: 'x',
      host: 'localhost',
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Server code "platform-auth" is already in use.',
    });
    const [platform] = (
      await t.server.call<Page<ApiServer>>('POST', url(S.page), {
        token: t.admin,
        body: { serverCode: 'platform-auth' },
      })
    ).body.data.list;
    const inUse = await t.server.call('DELETE', url(S.remove), {
      token: t.admin,
      body: { ids: [platform?.id] },
    });
    expect(inUse.body).toMatchObject({ code: 40009 });
    expect(inUse.body.message).toContain('platform-auth');
    expect((await probe(999999)).body.code).toBe(40004);
    const closed = (
      await t.server.call<Page<ApiServer>>('POST', url(S.page), {
        token: t.admin,
        body: { serverCode: 'closed-port' },
      })
    ).body.data.list[0];
    const removed = await t.server.call('DELETE', url(S.remove), {
      token: t.admin,
      body: { ids: [closed?.id] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
  });
});

describe('API server input and access', () => {
  it('stores nothing from bad input', async () => {
    const record = (body: Record<string, unknown>) => ({
      serverCode: 'a',
      serverName: 'a',
      host: 'x',
      ...body,
    });
    await expectRowsUnchanged(t.server, apiServers, async () => {
      await expectRefused(t.server, t.admin, [
        [
          'POST',
          url(S.create),
          { serverCode: 'a', serverName: 'a' },
          40022,
          'body.host: is required',
        ],
        [
          'POST',
          url(S.create),
          record({ host: 'http://x' }),
          40022,
          'body.host: has an invalid format',
        ],
        ['POST', url(S.create), record({ port: 70000 }), 40022, 'body.port'],
        [
          'POST',
          url(S.create),
          record({ protocol: 'ftp' }),
          40022,
          'body.protocol: must be one of',
        ],
        [
          'POST',
          url(S.create),
          record({ headers: { 'bad header': 'x' } }),
          40022,
          'is not an accepted field',
        ],
        ['POST', url(S.create), record({ healthPath: 'health' }), 40022, 'body.healthPath'],
        [
          'POST',
          url(S.create),
          record({ headers: { 'X-A': 'a\r\nInjected: 1' } }),
          40022,
          'body.headers["X-A"]: has an invalid format',
        ],
        [
          'POST',
          url(S.create),
          record({ timeoutMs: 10 }),
          40022,
          'body.timeoutMs: must be at least 100',
        ],
        ['PUT', url(S.update), { host: 'x' }, 40022, 'body.id: is required'],
        ['POST', url(S.test), { id: 'one' }, 40022, 'body.id: must be integer'],
        [
          'POST',
          url(S.create),
          record({ remark: 'y'.repeat(1_100_000) }),
          41300,
          'larger than 1048576 bytes',
        ],
      ]);
    });
  });

  it('refuses the editor, who lacks every code of the screen', async () => {
    await expectRowsUnchanged(t.server, apiServers, async () => {
      await expectEditorRefused(t.server, t.editor, [
        ['POST', url(S.page), {}, 'system:apiServer'],
        [
          'POST',
          url(S.create),
          { serverCode: 'a', serverName: 'a', host: 'x' },
          'system:apiServer:add',
        ],
        ['PUT', url(S.update), { id: 1, serverName: 'x' }, 'system:apiServer:edit'],
        ['POST', url(S.test), { id: 1 }, 'system:apiServer:test'],
        ['DELETE', url(S.remove), { ids: [1] }, 'system:apiServer:remove'],
      ]);
    });
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(S.page), [
      'serverName',
      'serverCode',
      'host',
    ]);
  });
});

import {
  API,
  type DeletedGatewayRoute,
  type GatewayRoute,
  type GatewayVersion,
  type Page,
  routeUrl,
} from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { INVALIDATION_CHANNEL } from '../src/cache/invalidation-bus';
import { gatewayRoutes } from '../src/db/schema/index';
import { managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectRefused,
  expectRowsUnchanged,
} from './reference-support';

const G = API.gateway;
const url = routeUrl;

const t = managementSuite();

const orders = {
  routerId: 'orders',
  name: ' 订单服务 ',
  uri: 'lb://order-service',
  predicates: [
    { name: 'Path', args: { pattern: '/orders/**' } },
    { name: 'Method', args: { methods: 'GET,POST' } },
  ],
  filters: [{ name: 'StripPrefix', args: { parts: 1 } }, { name: 'PreserveHostHeader' }],
  stripPrefix: 1,
  sort: 5,
};
const list = async (body: Record<string, unknown> = {}) =>
  (await t.server.call<Page<GatewayRoute>>('POST', url(G.page), { token: t.admin, body })).body
    .data;
const bin = async (body: Record<string, unknown> = {}) =>
  (
    await t.server.call<Page<DeletedGatewayRoute>>('POST', url(G.recycleBin), {
      token: t.admin,
      body,
    })
  ).body.data;

describe('gateway routes', () => {
  it('creates with validated predicates and filters, lists, searches, sorts and updates', async () => {
    const made = await t.server.call<GatewayRoute>('POST', url(G.create), {
      token: t.admin,
      body: orders,
    });
    expect(made.body.data).toMatchObject({
      routerId: 'orders',
      name: '订单服务',
      predicates: orders.predicates,
      filters: [
        { name: 'StripPrefix', args: { parts: 1 } },
        { name: 'PreserveHostHeader', args: {} },
      ],
      stripPrefix: 1,
      showApi: true,
      status: 1,
    });
    expect((await list()).list.map((r) => r.routerId)).toEqual(['ibsp-bg-auth', 'orders']);
    expect((await list({ sortBy: 'sort', sortOrder: 'desc' })).list[0]?.routerId).toBe('orders');
    expect((await list({ uri: 'order-service' })).list.map((r) => r.routerId)).toEqual(['orders']);
    const changed = await t.server.call<GatewayRoute>('PUT', url(G.update), {
      token: t.admin,
      body: {
        id: made.body.data.id,
        predicates: [{ name: 'Host', args: { pattern: '**.example.com' } }],
        retryable: true,
      },
    });
    expect(changed.body.data).toMatchObject({
      predicates: [{ name: 'Host', args: { pattern: '**.example.com' } }],
      retryable: true,
      filters: [
        { name: 'StripPrefix', args: { parts: 1 } },
        { name: 'PreserveHostHeader', args: {} },
      ],
    });
    const duplicate = await t.server.call('POST', url(G.create), { token: t.admin, body: orders });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Route id "orders" is already in use.',
    });
  });

  it('copies a route under a new id, disabled, numbering further copies', async () => {
    const [source] = (await list({ routerId: 'orders' })).list;
    const copy = await t.server.call<GatewayRoute>('POST', url(G.copy), {
      token: t.admin,
      body: { id: source?.id },
    });
    expect(copy.body.data).toMatchObject({
      routerId: 'orders-copy',
      name: '订单服务 (copy)',
      status: 0,
      uri: source?.uri,
      predicates: source?.predicates,
    });
    expect(copy.body.data.id).not.toBe(source?.id);
    const second = await t.server.call<GatewayRoute>('POST', url(G.copy), {
      token: t.admin,
      body: { id: source?.id },
    });
    expect(second.body.data.routerId).toBe('orders-copy-2');
    const named = await t.server.call<GatewayRoute>('POST', url(G.copy), {
      token: t.admin,
      body: { id: source?.id, routerId: 'orders-v2' },
    });
    expect(named.body.data.routerId).toBe('orders-v2');
    const taken = await t.server.call('POST', url(G.copy), {
      token: t.admin,
      body: { id: source?.id, routerId: 'orders' },
    });
    expect(taken.body.code).toBe(40009);
  });

  it('moves deleted routes to the recycle bin and restores them unless their id is taken', async () => {
    const [copy] = (await list({ routerId: 'orders-copy-2' })).list;
    const [v2] = (await list({ routerId: 'orders-v2' })).list;
    const removed = await t.server.call('DELETE', url(G.remove), {
      token: t.admin,
      body: { ids: [copy?.id, v2?.id] },
    });
    expect(removed.body.data).toEqual({ affected: 2 });
    expect((await list({ routerId: 'orders-' })).list.map((r) => r.routerId)).toEqual([
      'orders-copy',
    ]);
    const deleted = await bin();
    expect(deleted.list.map((r) => r.routerId).sort()).toEqual(['orders-copy-2', 'orders-v2']);
    expect(deleted.list[0]?.deletedBy).toBeGreaterThan(0);
    expect(deleted.list[0]?.deletedAt).toMatch(/^\d{4}-/);
    expect((await bin({ name: 'copy' })).total).toBe(2);

    // A new route takes the id of a deleted one: that one cannot come back until renamed.
    await t.server.call('POST', url(G.create), {
      token: t.admin,
      body: { ...orders, routerId: 'orders-v2' },
    });
    const clash = await t.server.call('PUT', url(G.restore), {
      token: t.admin,
      body: { ids: [copy?.id, v2?.id] },
    });
    expect(clash.body).toMatchObject({ code: 40009 });
    expect(clash.body.message).toContain('orders-v2');
    const restored = await t.server.call('PUT', url(G.restore), {
      token: t.admin,
      body: { ids: [copy?.id] },
    });
    expect(restored.body.data).toEqual({ affected: 1 });
    expect((await bin()).list.map((r) => r.routerId)).toEqual(['orders-v2']);
    const live = await t.server.call('PUT', url(G.restore), {
      token: t.admin,
      body: { ids: [copy?.id] },
    });
    expect(live.body).toMatchObject({
      code: 40004,
      message: `Deleted gateway route ${copy?.id} was not found.`,
    });
  });

  it('bumps a version on reload that every instance hears of', async () => {
    const before = await t.server.call<GatewayVersion>('GET', url(G.version), { token: t.admin });
    expect(before.body.data).toEqual({ version: 0, reloadedAt: null });
    const heard: string[] = [];
    const unlisten = await t.server.database.listen(INVALIDATION_CHANNEL, {
      onMessage: (payload) => heard.push(payload),
      onReset: () => undefined,
    });
    try {
      const first = await t.server.call<GatewayVersion>('POST', url(G.reload), { token: t.admin });
      const second = await t.server.call<GatewayVersion>('POST', url(G.reload), { token: t.admin });
      expect(first.body.data.version).toBe(1);
      expect(second.body.data.version).toBe(2);
      expect(second.body.data.reloadedAt).toBe(t.server.clock.now().toISOString());
      await expect
        .poll(() => heard.filter((p) => p.startsWith('gateway:')))
        .toEqual(['gateway:1', 'gateway:2']);
    } finally {
      await unlisten();
    }
    const after = await t.server.call<GatewayVersion>('GET', url(G.version), { token: t.admin });
    expect(after.body.data.version).toBe(2);
  });

  it('stores nothing from bad input', async () => {
    const route = (body: Record<string, unknown>) => ({ ...orders, routerId: 'bad', ...body });
    await expectRowsUnchanged(t.server, gatewayRoutes, async () => {
      await expectRefused(t.server, t.admin, [
        [
          'POST',
          url(G.create),
          route({ predicates: [] }),
          40022,
          'body.predicates: must have at least 1',
        ],
        [
          'POST',
          url(G.create),
          route({ predicates: [{ name: 'Teleport', args: { a: 1 } }] }),
          40022,
          'body.predicates[0].name: must be one of',
        ],
        [
          'POST',
          url(G.create),
          route({ predicates: [{ name: 'Path' }] }),
          40022,
          'body.predicates[0].args: is required',
        ],
        [
          'POST',
          url(G.create),
          route({ predicates: [{ name: 'Path', args: {} }] }),
          40022,
          'body.predicates[0].args: must have at least 1 entry',
        ],
        [
          'POST',
          url(G.create),
          route({ predicates: [{ name: 'Path', args: { p: { nested: 1 } } }] }),
          40022,
          'body.predicates[0].args.p',
        ],
        [
          'POST',
          url(G.create),
          route({ filters: [{ name: 'Exec', args: {} }] }),
          40022,
          'body.filters[0].name',
        ],
        [
          'POST',
          url(G.create),
          route({ filters: [{ name: 'StripPrefix', script: 'x' }] }),
          40022,
          'body.filters[0].script: is not an accepted field',
        ],
        [
          'POST',
          url(G.create),
          route({ uri: 'file:///etc/passwd' }),
          40022,
          'body.uri: has an invalid format',
        ],
        [
          'POST',
          url(G.create),
          route({ stripPrefix: 11 }),
          40022,
          'body.stripPrefix: must be at most 10',
        ],
        [
          'POST',
          url(G.create),
          route({ predicates: 'Path=/x' }),
          40022,
          'body.predicates: must be array',
        ],
        ['POST', url(G.copy), {}, 40022, 'body.id: is required'],
        ['PUT', url(G.restore), { ids: [0] }, 40022, 'body.ids[0]: must be at least 1'],
        [
          'POST',
          url(G.create),
          route({ remark: 'y'.repeat(70_000) }),
          41300,
          'larger than 65536 bytes',
        ],
      ]);
    });
  });

  it('refuses the editor, who lacks every code of the screen', async () => {
    await expectRowsUnchanged(t.server, gatewayRoutes, async () => {
      await expectEditorRefused(t.server, t.editor, [
        ['POST', url(G.page), {}, 'system:gateway'],
        ['POST', url(G.create), orders, 'system:gateway:add'],
        ['POST', url(G.copy), { id: 1 }, 'system:gateway:copy'],
        ['PUT', url(G.restore), { ids: [1] }, 'system:gateway:restore'],
        ['POST', url(G.reload), undefined, 'system:gateway:reload'],
      ]);
    });
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(G.page), ['name', 'routerId', 'uri']);
    await expectAttacksFindNothing(t.server, t.admin, url(G.recycleBin), [
      'name',
      'routerId',
      'uri',
    ]);
  });
});

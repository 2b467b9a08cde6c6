import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer } from '@org/app-kit/testing';
import type { GatewayCall, GatewayCallQuery, GatewayRoute } from './gateway-api';

const DATA_HUB = { appId: 1, appName: '数据中台', appKey: 'ak_0000000000000001' };
const PARTNER = { appId: 2, appName: '合作方 2', appKey: 'ak_0000000000000002' };

/** A call `index` minutes before 10:00 on 10 March 2026 (UTC), answered unless `over` says. */
function call(index: number, over: Partial<GatewayCall> = {}): GatewayCall {
  const app = index % 2 === 0 ? DATA_HUB : PARTNER;
  return {
    id: 500 - index,
    calledAt: new Date(Date.UTC(2026, 2, 10, 10, 0 - index)).toISOString(),
    ...app,
    apiCode: index % 3 === 0 ? 'crm.customers' : 'crm.orders',
    outcome: 'OK',
    code: 20000,
    message: '',
    ms: 20 + index,
    ip: `10.1.0.${(index % 4) + 2}`,
    ...over,
  };
}

/**
 * 24 gateway calls, newest first: three refused (a bad signature, a key the platform does not
 * know, over the rate), one failed while running, the rest answered.
 */
export const GATEWAY_CALLS: GatewayCall[] = Array.from({ length: 24 }, (_, index) => {
  if (index === 1) {
    return call(index, { outcome: 'REFUSED', code: 40101, message: '签名不正确', ms: 2 });
  }
  if (index === 2) {
    return call(index, {
      appId: null,
      appName: '',
      appKey: 'ak_unknown_key',
      outcome: 'REFUSED',
      code: 40104,
      message: '未知的 App Key',
      ms: 1,
    });
  }
  if (index === 3) {
    return call(index, {
      outcome: 'FAILED',
      code: 50020,
      message: '编排运行失败：下游服务超时',
      ms: 3012,
    });
  }
  if (index === 4) {
    return call(index, {
      outcome: 'REFUSED',
      code: 42900,
      message: '调用过于频繁：每分钟最多 600 次',
      ms: 1,
    });
  }
  return call(index);
});

/** The call log over `rows`: search by app key and API code (parts), outcome; time order. */
export function gatewayCallsAnswer(
  body: GatewayCallQuery,
  rows: readonly GatewayCall[] = GATEWAY_CALLS,
): ReturnType<MockHandler> {
  const matching = rows.filter(
    (row) =>
      (!body.appKey || row.appKey.includes(body.appKey)) &&
      (!body.apiCode || row.apiCode.includes(body.apiCode)) &&
      (!body.outcome || row.outcome === body.outcome),
  );
  const ordered =
    body.sortBy === 'calledAt' && body.sortOrder === 'asc' ? [...matching].reverse() : matching;
  return pageAnswer(ordered, body);
}

/** The gateway's call log alone (the call log's own stories). */
export function gatewayCallServer(rows: readonly GatewayCall[] = GATEWAY_CALLS): MockHandler {
  return (request) =>
    request.path === routeUrl(API.gateway.calls)
      ? gatewayCallsAnswer(request.body as GatewayCallQuery, rows)
      : { code: 40004, message: 'Not found' };
}

/**
 * A gateway service: two routes, one changed after the last publish, a reload call, a recycle
 * bin of one route, and the call log above.
 */
export function gatewayServer(): MockHandler {
  let version = { version: 3, reloadedAt: '2026-03-01T00:00:00.000Z' };
  const route = (id: number, routerId: string, updatedAt: string): GatewayRoute =>
    ({
      id,
      routerId,
      name: routerId === 'auth' ? '认证' : '订单',
      uri: `lb://${routerId}-service`,
      predicates: [{ name: 'Path', args: { pattern: `/${routerId}/**` } }],
      filters: [{ name: 'StripPrefix', args: { parts: 1 } }],
      stripPrefix: 0,
      retryable: false,
      persistable: false,
      showApi: true,
      sort: id,
      status: 1,
      remark: '',
      createdBy: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedBy: null,
      updatedAt,
    }) as unknown as GatewayRoute;
  const routes = [
    route(1, 'auth', '2026-02-01T00:00:00.000Z'),
    route(2, 'order', '2026-04-01T00:00:00.000Z'),
  ];
  return (request) => {
    if (request.path === routeUrl(API.gateway.page)) {
      return { code: 20000, data: { list: routes, total: 2, pageNo: 1, pageSize: 10 } };
    }
    if (request.path === routeUrl(API.gateway.version)) return { code: 20000, data: version };
    if (request.path === routeUrl(API.gateway.reload)) {
      version = { version: version.version + 1, reloadedAt: new Date().toISOString() };
      return { code: 20000, data: version };
    }
    if (request.path === routeUrl(API.gateway.recycleBin)) {
      return {
        code: 20000,
        data: {
          list: [
            {
              ...route(9, 'legacy', '2026-01-05T00:00:00.000Z'),
              deletedAt: '2026-01-06T00:00:00.000Z',
              deletedBy: 1,
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 10,
        },
      };
    }
    if (request.path === routeUrl(API.gateway.calls)) {
      return gatewayCallsAnswer(request.body as GatewayCallQuery);
    }
    return { code: 40004, message: 'Not found' };
  };
}

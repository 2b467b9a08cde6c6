import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import type { ApiServer } from './api-server-api';

/** Servers of the stories: one that answers its connection test and three that are refused. */
const servers: ApiServer[] = Array.from(
  { length: 4 },
  (_, index) =>
    ({
      id: index + 1,
      serverCode: `SRV${index + 1}`,
      serverName: index === 0 ? '认证服务' : `业务服务 ${index + 1}`,
      protocol: 'http',
      host: index === 0 ? '127.0.0.1' : `svc-${index + 1}.internal`,
      port: index === 0 ? 8080 : null,
      basePath: '/ibsp-bg-auth',
      healthPath: '/health',
      timeoutMs: 10_000,
      authType: 'NONE',
      headers: {},
      env: 'prod',
      status: 1,
      remark: '',
      createdBy: null,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      updatedBy: null,
      updatedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    }) as unknown as ApiServer,
);

/** The server service of the stories: paging and the connection test. */
export const apiServerMock: MockHandler = (request) => {
  if (request.path === routeUrl(API.apiServer.page)) {
    return { code: 20000, data: { list: servers, total: servers.length, pageNo: 1, pageSize: 10 } };
  }
  if (request.path === routeUrl(API.apiServer.test)) {
    const { id } = request.body as { id: number };
    return id === 1
      ? {
          code: 20000,
          data: {
            ok: true,
            url: 'http://127.0.0.1:8080/ibsp-bg-auth/health',
            status: 200,
            latencyMs: 12,
            message: 'OK',
          },
        }
      : {
          code: 20000,
          data: {
            ok: false,
            url: `http://svc-${id}.internal/ibsp-bg-auth/health`,
            status: null,
            latencyMs: 0,
            message: 'The host is not on the outbound allow-list.',
          },
        };
  }
  return { code: 40004, message: 'Not found' };
};

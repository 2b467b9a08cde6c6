import { API, DEFAULT_GATEWAY_RATE, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import type { ExternalApp } from './external-app-api';

/** External application `index`: 数据中台 first, then partners; gateway rate the default. */
export const externalApp = (index: number): ExternalApp =>
  ({
    id: index,
    appCode: `APP${String(index).padStart(2, '0')}`,
    appName: index === 1 ? '数据中台' : `合作方 ${index}`,
    logo: null,
    appKey: `ak_${String(index).padStart(16, '0')}`,
    secretHint: 'x9Q2',
    grantTypes: ['client_credentials'],
    redirectUris: [],
    ipWhitelist: [],
    scopes: [],
    accessTokenValiditySeconds: 7200,
    refreshTokenValiditySeconds: 2_592_000,
    expiresAt: null,
    lastUsedAt: null,
    rateLimitPerMinute: DEFAULT_GATEWAY_RATE,
    contact: '',
    status: 1,
    remark: '',
    createdBy: null,
    createdAt: new Date(Date.UTC(2026, 0, index)).toISOString(),
    updatedBy: null,
    updatedAt: new Date(Date.UTC(2026, 0, index)).toISOString(),
  }) as unknown as ExternalApp;

/**
 * An external application service: three applications (the second allowed 30 gateway calls a
 * minute), paging, update, and create and reset answering a new secret.
 */
export function externalAppServer(): MockHandler {
  const apps = Array.from({ length: 3 }, (_, index) => externalApp(index + 1));
  apps[1] = { ...externalApp(2), rateLimitPerMinute: 30 };
  return (request) => {
    if (request.path === routeUrl(API.externalApp.page)) {
      return {
        code: 20000,
        data: { list: [...apps], total: apps.length, pageNo: 1, pageSize: 10 },
      };
    }
    // create and update share their path: POST creates, PUT updates
    const isApp = request.path === routeUrl(API.externalApp.create);
    if (isApp && request.method === API.externalApp.create.method) {
      const body = request.body as Partial<ExternalApp>;
      const created = { ...externalApp(apps.length + 1), ...body };
      apps.push(created);
      return { code: 20000, data: { ...created, appSecret: 'sk_created_secret_value' } };
    }
    if (isApp && request.method === API.externalApp.update.method) {
      const body = request.body as Partial<ExternalApp> & { id: number };
      const index = apps.findIndex((one) => one.id === body.id);
      const found = apps[index];
      if (!found) return { code: 40004, message: 'Not found' };
      apps[index] = { ...found, ...body };
      return { code: 20000, data: apps[index] };
    }
    if (request.path === routeUrl(API.externalApp.resetSecret)) {
      const body = request.body as { id: number };
      const found = apps.find((one) => one.id === body.id);
      return { code: 20000, data: { ...found, appSecret: 'sk_reset_secret_value' } };
    }
    return { code: 40004, message: 'Not found' };
  };
}

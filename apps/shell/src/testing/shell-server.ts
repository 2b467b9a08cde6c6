import { API, type RouteContract, routeUrl } from '@org/api-contract';
import { type MockHandler, type MockRequest } from '@org/app-kit';
import type { AppSummary, FormPage, SubmissionPage } from '../api/shell-api';

const STAMP = '2026-05-04T09:30:00.000Z';

/** An application record for stories and tests. */
export function sampleApp(id: number, fields: Partial<AppSummary> = {}): AppSummary {
  return {
    id,
    appCode: `app${id}`,
    appName: `应用 ${id}`,
    icon: '',
    description: '',
    homePath: '',
    sort: id,
    status: 1,
    formCount: 0,
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
    ...fields,
  };
}

export interface ShellServerData {
  apps: AppSummary[];
  forms: FormPage['list'];
  submissions: SubmissionPage['list'];
}

export const sampleData = (): ShellServerData => ({
  apps: [
    sampleApp(1, { appCode: 'crm', appName: '客户管理', description: '客户与跟进', formCount: 2 }),
    sampleApp(2, { appCode: 'hr', appName: '人事', formCount: 1 }),
    sampleApp(3, { appCode: 'oa', appName: '办公', status: 0 }),
  ],
  forms: [
    {
      id: 11,
      appId: 1,
      appCode: 'crm',
      formCode: 'customer',
      formName: '客户登记',
      description: '',
      version: 3,
      status: 1,
      createdBy: 1,
      createdAt: STAMP,
      updatedBy: 1,
      updatedAt: STAMP,
    },
    {
      id: 12,
      appId: 1,
      appCode: 'crm',
      formCode: 'visit',
      formName: '拜访记录',
      description: '',
      version: 1,
      status: 1,
      createdBy: 1,
      createdAt: STAMP,
      updatedBy: 1,
      updatedAt: STAMP,
    },
  ],
  submissions: [
    {
      id: 21,
      formId: 11,
      formCode: 'customer',
      formName: '客户登记',
      formVersion: 3,
      appId: 1,
      data: {},
      submitStatus: 'SUBMITTED',
      submittedBy: 1,
      submitterName: '超级管理员',
      submittedAt: STAMP,
      createdBy: 1,
      createdAt: STAMP,
      updatedBy: 1,
      updatedAt: STAMP,
    },
  ],
});

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

const page = <T>(list: readonly T[], body: { pageNo?: number; pageSize?: number }) => {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 10;
  return {
    list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: list.length,
    pageNo,
    pageSize,
  };
};

/**
 * A small in-memory platform server for the shell's stories and tests: system info, the
 * applications (list, one, create, change, delete), forms and submissions by application.
 */
export function shellServer(
  data: ShellServerData = sampleData(),
  /** Answer 50008 (expired login) to calls without a token, as the server does. */
  options: { requireToken?: boolean } = {},
): MockHandler {
  let nextId = 100;
  return (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (is(request, API.system.sysInfo)) {
      return { code: 20000, data: { sysName: '综合业务平台', sysLog: null } };
    }
    if (is(request, API.auth.logout)) return { code: 20000, data: null };
    if (options.requireToken && request.token === null) {
      return { code: 50008, message: 'Login failed, unable to get user details.' };
    }
    if (is(request, API.forms.appPage)) {
      const name = typeof body.appName === 'string' ? body.appName : '';
      return {
        code: 20000,
        data: page(
          data.apps.filter((a) => a.appName.includes(name)),
          body,
        ),
      };
    }
    if (is(request, API.forms.appGet)) {
      const app = data.apps.find((a) => a.id === Number(request.query.get('id')));
      return app ? { code: 20000, data: app } : { code: 40004, message: 'Application not found' };
    }
    if (is(request, API.appConfig.appCreate)) {
      const appCode = String(body.appCode ?? '');
      if (data.apps.some((a) => a.appCode === appCode)) {
        return {
          code: 40022,
          message: 'Invalid request',
          data: { errors: [{ field: 'body.appCode', message: `"${appCode}" is already in use` }] },
        };
      }
      const app = sampleApp((nextId += 1), {
        appCode,
        appName: String(body.appName ?? ''),
        description: String(body.description ?? ''),
      });
      data.apps = [app, ...data.apps];
      return { code: 20000, data: { ...app, ownerUserId: null, configCount: 0 } };
    }
    if (is(request, API.appConfig.appUpdate)) {
      const id = Number(body.id);
      data.apps = data.apps.map((a) => (a.id === id ? { ...a, ...body, id } : a));
      return { code: 20000, data: data.apps.find((a) => a.id === id) };
    }
    if (is(request, API.appConfig.appRemove)) {
      const ids = new Set((body.ids as number[] | undefined) ?? []);
      if (data.apps.some((a) => ids.has(a.id) && a.formCount > 0)) {
        return { code: 40009, message: 'The application still has forms.' };
      }
      data.apps = data.apps.filter((a) => !ids.has(a.id));
      return { code: 20000, data: { affected: ids.size } };
    }
    if (is(request, API.forms.page)) {
      const appId = body.appId;
      return {
        code: 20000,
        data: page(
          data.forms.filter((f) => appId === undefined || f.appId === appId),
          body,
        ),
      };
    }
    if (is(request, API.submission.page)) {
      const appId = body.appId;
      return {
        code: 20000,
        data: page(
          data.submissions.filter((s) => appId === undefined || s.appId === appId),
          body,
        ),
      };
    }
    return { code: 40004, message: `No mock for ${request.method} ${request.path}` };
  };
}

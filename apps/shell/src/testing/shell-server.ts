import { API, type RouteContract, routeUrl } from '@org/api-contract';
import { type MockHandler, type MockRequest } from '@org/app-kit';
import {
  DEFAULT_FORM_CONFIG,
  type FormDefinition,
  SCHEMA_VERSION,
  type Widget,
  buildRules,
  createWidget,
} from '@org/form-schema';
import type { AppSummary, FormPage, FormVersionDetail, SubmissionPage } from '../api/shell-api';
import type { ViewDetail } from '../api/dataview-api';
import { dataViewMock } from './dataview-mock';
import { formContainerMock } from './formcontainer-mock';
import { type RbacMockData, rbacMock } from './rbac-mock';
import { versionsMock } from './versions-mock';
import { filesMock } from './files-mock';
import { templatesMock } from './templates-mock';
import { artefactsMock } from './artefacts-mock';
import { flowsMock } from './flows-mock';
import { flowDesignMock } from './flowdesign-mock';
import { tasksMock } from './tasks-mock';
import { type PublishedCopy, orchestrationsMock } from './orchestrations-mock';
import { statisticsMock } from './statistics-mock';
import { formScriptsMock } from './form-scripts-mock';
import { releasesMock } from './releases-mock';
import { dashboardsMock } from './dashboards-mock';
import type { ArtefactRecord } from '../api/artefacts-api';
import type { FileEntry } from '../api/files-api';
import type { TemplateRecord } from '../api/templates-api';
import type { FormSource } from '../api/form-scripts-api';
import type { TaskRunRecord } from '../api/tasks-api';

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
  /** Saved versions of the forms, any order; a form without any has an empty canvas. */
  versions?: FormVersionDetail[];
  /** Data views of the applications; the sample views when absent. */
  dataViews?: ViewDetail[];
  /** Roles, resources and users of the Privilege and Resources pages; samples when absent. */
  rbac?: RbacMockData;
  /** Stored files of the applications (the files page); samples when absent. */
  files?: FileEntry[];
  /** Form templates; samples when absent. */
  templates?: TemplateRecord[];
  /** Flows, orchestrations, statistics, tasks, sources, releases and pages; samples when absent. */
  artefacts?: ArtefactRecord[];
  /** Runs of the scheduled tasks (TASK artefacts), any order; samples when absent. */
  taskRuns?: TaskRunRecord[];
  /** Published orchestrations (ORCHESTRATION artefacts), any order; 同步客户 when absent. */
  published?: PublishedCopy[];
  /** What compiling the application finds: a new release is refused with them (none: none). */
  compileProblems?: string[];
  /** Remote functions and option lists of the applications; samples when absent. */
  formSources?: FormSource[];
  /** Applications whose forms' scripts are switched off (none when absent). */
  formScriptsOff?: number[];
}

/** A definition with no widgets. */
export const emptyDefinition = (): FormDefinition => ({
  schemaVersion: SCHEMA_VERSION,
  list: [],
  config: { ...DEFAULT_FORM_CONFIG },
});

/** A definition with the given fields (type, label, field name). */
export function definitionWith(
  fields: readonly {
    type: 'input' | 'textarea' | 'number' | 'date';
    name: string;
    model: string;
  }[],
): FormDefinition {
  return {
    ...emptyDefinition(),
    list: fields.map((field) => ({
      ...createWidget(field.type),
      name: field.name,
      model: field.model,
    })),
  };
}

/**
 * Makes a field of every saved version of a form required, as the designer saves it (the
 * `required` option and its rule with the default message).
 */
export function requireField(data: ShellServerData, formId: number, model: string): void {
  for (const version of data.versions ?? []) {
    if (version.formId !== formId) continue;
    const list = version.definition.list.map((widget) => {
      if (widget.model !== model) return widget;
      const required = { ...widget, options: { ...widget.options, required: true } } as Widget;
      return { ...required, rules: buildRules(required) };
    });
    version.definition = { ...version.definition, list };
  }
}

/** A saved version for stories and tests. */
export function sampleVersion(
  formId: number,
  version: number,
  definition: FormDefinition = emptyDefinition(),
  comment = '',
): FormVersionDetail {
  return {
    id: formId * 1000 + version,
    formId,
    version,
    comment,
    createdBy: 1,
    createdAt: STAMP,
    definition,
  };
}

/** A form record for stories and tests. */
export function sampleForm(
  fields: Partial<FormPage['list'][number]> = {},
): FormPage['list'][number] {
  return {
    id: 11,
    appId: 1,
    appCode: 'crm',
    formCode: 'customer',
    formName: '客户登记',
    description: '',
    version: 1,
    publishedVersion: null,
    publishedAt: null,
    status: 1,
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
    ...fields,
  };
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
      publishedVersion: 2,
      publishedAt: STAMP,
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
      publishedVersion: null,
      publishedAt: null,
      status: 1,
      createdBy: 1,
      createdAt: STAMP,
      updatedBy: 1,
      updatedAt: STAMP,
    },
  ],
  versions: [
    sampleVersion(11, 1, definitionWith([{ type: 'input', name: '客户名称', model: 'name' }])),
    sampleVersion(
      11,
      2,
      definitionWith([
        { type: 'input', name: '客户名称', model: 'name' },
        { type: 'input', name: '电话', model: 'phone' },
      ]),
      '加上电话',
    ),
    sampleVersion(
      11,
      3,
      definitionWith([
        { type: 'input', name: '客户名称', model: 'name' },
        { type: 'input', name: '电话', model: 'phone' },
        { type: 'textarea', name: '备注', model: 'remark' },
      ]),
      '加上备注',
    ),
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

export const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

export const page = <T>(list: readonly T[], body: { pageNo?: number; pageSize?: number }) => {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 10;
  return {
    list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: list.length,
    pageNo,
    pageSize,
  };
};

export const invalid = (field: string, message: string) => ({
  code: 40022,
  message: 'Invalid request',
  data: { errors: [{ field, message }] },
});

/** An envelope a mock answers with. */
export type MockAnswer = ReturnType<MockHandler>;

/**
 * The part of the mock server one page area owns: made once per `shellServer()` with its
 * data, it answers that area's routes and returns undefined for the rest.
 */
export type AreaMock = (data: ShellServerData) => (request: MockRequest) => MockAnswer | undefined;

/** The areas' mock parts, each in `src/testing/<area>-mock.ts`; add yours here. */
const AREA_MOCKS: readonly AreaMock[] = [
  dataViewMock,
  rbacMock,
  formContainerMock,
  versionsMock,
  filesMock,
  templatesMock,
  artefactsMock,
  flowsMock,
  flowDesignMock,
  tasksMock,
  orchestrationsMock,
  statisticsMock,
  formScriptsMock,
  releasesMock,
  dashboardsMock,
];

/**
 * A small in-memory platform server for the shell's stories and tests: system info, the
 * applications (list, one, create, change, delete), forms (list, one with its latest
 * definition, create, save as the next version, versions and one version) and submissions.
 */
export function shellServer(
  data: ShellServerData = sampleData(),
  /** Answer 50008 (expired login) to calls without a token, as the server does. */
  options: { requireToken?: boolean } = {},
): MockHandler {
  let nextId = 100;
  const areas = AREA_MOCKS.map((area) => area(data));
  return (request) => {
    if (!(options.requireToken && request.token === null)) {
      for (const area of areas) {
        const answer = area(request);
        if (answer) return answer;
      }
    }
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
    const versionsOf = (formId: number) =>
      (data.versions ?? [])
        .filter((v) => v.formId === formId)
        .sort((a, b) => b.version - a.version);
    if (is(request, API.forms.get)) {
      const form = data.forms.find((f) => f.id === Number(request.query.get('id')));
      if (!form) return { code: 40004, message: 'Form not found' };
      const latest = versionsOf(form.id)[0];
      return {
        code: 20000,
        data: { ...form, definition: latest?.definition ?? emptyDefinition() },
      };
    }
    if (is(request, API.forms.create)) {
      const appId = Number(body.appId);
      const app = data.apps.find((a) => a.id === appId);
      if (!app) return invalid('body.appId', 'No such application');
      const formCode = String(body.formCode ?? '');
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(formCode)) {
        return invalid('body.formCode', 'Must start with a letter: letters, digits and _');
      }
      if (data.forms.some((f) => f.appId === appId && f.formCode === formCode)) {
        return invalid('body.formCode', `"${formCode}" is already in use`);
      }
      if (String(body.formName ?? '') === '') return invalid('body.formName', 'Required');
      const form = {
        ...(data.forms[0] ?? sampleForm()),
        id: (nextId += 1),
        appId,
        appCode: app.appCode,
        formCode,
        formName: String(body.formName),
        description: String(body.description ?? ''),
        version: 1,
      };
      data.forms = [...data.forms, form];
      // The stories and tests send native definitions, as the shell does.
      const definition = body.definition as FormDefinition;
      data.versions = [...(data.versions ?? []), sampleVersion(form.id, 1, definition)];
      return { code: 20000, data: { ...form, definition, warnings: [] } };
    }
    if (is(request, API.forms.update)) {
      const form = data.forms.find((f) => f.id === Number(body.id));
      if (!form) return { code: 40004, message: 'Form not found' };
      if (body.version !== form.version) {
        return { code: 40009, message: `Version ${form.version} was saved in between` };
      }
      const definition = body.definition as FormDefinition | undefined;
      const saved = { ...form, version: definition ? form.version + 1 : form.version };
      if (definition) {
        data.versions = [
          ...(data.versions ?? []),
          sampleVersion(form.id, saved.version, definition, String(body.comment ?? '')),
        ];
      }
      data.forms = data.forms.map((f) => (f.id === form.id ? saved : f));
      const latest = versionsOf(form.id)[0];
      return {
        code: 20000,
        data: { ...saved, definition: latest?.definition ?? emptyDefinition(), warnings: [] },
      };
    }
    if (is(request, API.forms.versions)) {
      const list = versionsOf(Number(body.formId)).map(({ definition: _, ...row }) => row);
      return { code: 20000, data: page(body.sortOrder === 'asc' ? list.reverse() : list, body) };
    }
    if (is(request, API.forms.version)) {
      const formId = Number(request.query.get('formId'));
      const version = Number(request.query.get('version'));
      const found = versionsOf(formId).find((v) => v.version === version);
      return found ? { code: 20000, data: found } : { code: 40004, message: 'Version not found' };
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

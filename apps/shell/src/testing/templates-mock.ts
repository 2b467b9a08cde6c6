import { API, type RouteContract, routeUrl } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION, allWidgets, createWidget } from '@org/form-schema';
import type { FormDefinition } from '@org/form-schema';
import type { TemplateRecord } from '../api/templates-api';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer, ShellServerData } from './shell-server';

const STAMP = '2026-05-04T09:30:00.000Z';

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

const invalid = (field: string, message: string): MockAnswer => ({
  code: 40022,
  message: `${field}: ${message}`,
  data: { errors: [{ field, message }] },
});

const widgetCount = (definition: FormDefinition) => allWidgets(definition.list).length;

/** A definition with labelled inputs, for the sample templates. */
function inputs(...names: string[]): FormDefinition {
  return {
    schemaVersion: SCHEMA_VERSION,
    list: names.map((name, index) => ({
      ...createWidget('input'),
      name,
      model: `field${index + 1}`,
    })),
    config: { ...DEFAULT_FORM_CONFIG },
  };
}

/** A template for stories and tests (application 1 unless given). */
export function sampleTemplate(fields: Partial<TemplateRecord> = {}): TemplateRecord {
  const definition = fields.definition ?? inputs('客户名称', '联系电话');
  return {
    id: 41,
    appId: 1,
    templateName: '客户登记模板',
    description: '登记新客户的基本信息',
    category: '客户',
    widgetCount: widgetCount(definition),
    sourceFormId: 11,
    sourceFormName: '客户登记',
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
    ...fields,
    definition,
  };
}

export const sampleTemplates = (): TemplateRecord[] => [
  sampleTemplate(),
  sampleTemplate({
    id: 42,
    appId: null,
    templateName: '通用请假单',
    description: '各应用都可使用',
    category: '人事',
    sourceFormId: null,
    sourceFormName: null,
    definition: inputs('请假人', '开始日期', '结束日期', '事由'),
    updatedAt: '2026-05-03T10:00:00.000Z',
  }),
];

const templatesOf = (data: ShellServerData) => (data.templates ??= sampleTemplates());
const summary = ({ definition: _, ...rest }: TemplateRecord) => rest;

/** The template routes: list (own and shared), one, create (from a form's version), change, delete. */
export const templatesMock: AreaMock = (data) => {
  let nextId = 500;
  return (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (is(request, API.templates.page)) {
      const list = templatesOf(data).filter(
        (row) =>
          (body.appId === undefined || row.appId === null || row.appId === body.appId) &&
          row.templateName.includes(text(body.templateName)) &&
          row.category.includes(text(body.category)),
      );
      const pageNo = Number(body.pageNo ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      return {
        code: 20000,
        data: {
          list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(summary),
          total: list.length,
          pageNo,
          pageSize,
        },
      };
    }
    if (is(request, API.templates.get)) {
      const found = templatesOf(data).find((row) => row.id === Number(request.query.get('id')));
      return found ? { code: 20000, data: found } : { code: 40004, message: 'Template not found' };
    }
    if (is(request, API.templates.create)) {
      const name = text(body.templateName).trim();
      if (name === '') return invalid('body.templateName', 'must not be empty');
      // The stories and tests send native definitions, as the shell does.
      let definition = body.definition as FormDefinition | undefined;
      let sourceFormName: string | null = null;
      if (body.sourceFormId !== undefined) {
        const form = data.forms.find((row) => row.id === body.sourceFormId);
        if (!form)
          return { code: 40004, message: `Form ${String(body.sourceFormId)} was not found.` };
        const versions = (data.versions ?? [])
          .filter((row) => row.formId === form.id)
          .sort((a, b) => b.version - a.version);
        definition = versions[0]?.definition ?? inputs();
        sourceFormName = form.formName;
      }
      if (!definition) return invalid('body.definition', 'give a definition or sourceFormId');
      const record = sampleTemplate({
        id: (nextId += 1),
        appId: (body.appId as number | undefined) ?? null,
        templateName: name,
        description: text(body.description),
        category: text(body.category),
        sourceFormId: (body.sourceFormId as number | undefined) ?? null,
        sourceFormName,
        definition,
        widgetCount: widgetCount(definition),
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      data.templates = [record, ...templatesOf(data)];
      return { code: 20000, data: { ...record, warnings: [] } };
    }
    if (is(request, API.templates.update)) {
      const found = templatesOf(data).find((row) => row.id === body.id);
      if (!found) return { code: 40004, message: 'Template not found' };
      if (body.templateName !== undefined && text(body.templateName).trim() === '') {
        return invalid('body.templateName', 'must not be empty');
      }
      const changed: TemplateRecord = {
        ...found,
        ...(body.templateName === undefined
          ? {}
          : { templateName: text(body.templateName).trim() }),
        ...(body.description === undefined ? {} : { description: text(body.description) }),
        ...(body.category === undefined ? {} : { category: text(body.category) }),
        updatedAt: new Date().toISOString(),
      };
      data.templates = templatesOf(data).map((row) => (row.id === found.id ? changed : row));
      return { code: 20000, data: { ...changed, warnings: [] } };
    }
    if (is(request, API.templates.remove)) {
      const ids = new Set((body.ids as number[] | undefined) ?? []);
      data.templates = templatesOf(data).filter((row) => !ids.has(row.id));
      return { code: 20000, data: { affected: ids.size } };
    }
    return undefined;
  };
};

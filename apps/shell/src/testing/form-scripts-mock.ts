import { API, type RouteContract, routeUrl } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { FormSource } from '../api/form-scripts-api';
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

/** The sample remote function and option list of application 1. */
export const sampleFormSources = (): FormSource[] => [
  {
    id: 801,
    appId: 1,
    kind: 'FUNC',
    name: 'func_regions',
    label: '区域',
    script: "resolve([\n  { value: 'n', label: '华北' },\n  { value: 's', label: '华南' },\n]);",
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
  },
  {
    id: 802,
    appId: 1,
    kind: 'OPTION',
    name: 'option_levels',
    label: '等级',
    options: [
      { value: 'a', label: '甲' },
      { value: 'b', label: '乙' },
    ],
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
  },
];

/** What the mock's "sandbox" answers for a script: the literal list after `resolve(`/`return`. */
function runMock(script: string): MockAnswer {
  if (/for\s*\(\s*;\s*;\s*\)|while\s*\(\s*true\s*\)/.test(script)) {
    return invalid(
      'body.script',
      'The script ran longer than 1000 ms and was stopped (does it loop forever?).',
    );
  }
  const options = [...script.matchAll(/value:\s*'([^']*)',\s*label:\s*'([^']*)'/g)].map(
    ([, value, label]) => ({ value, label }),
  );
  return { code: 20000, data: { options } };
}

/**
 * The form-scripts routes: the remote functions and option lists of the applications (list,
 * add, change, delete, try, call), what a form runs with, and the scripts setting (on unless
 * `data.formScriptsOff` names the application).
 */
export const formScriptsMock: AreaMock = (data: ShellServerData) => {
  let nextId = 900;
  const sources = () => (data.formSources ??= sampleFormSources());
  const off = () => (data.formScriptsOff ??= []);
  return (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (is(request, API.formScripts.page)) {
      const keyword = typeof body.keyword === 'string' ? body.keyword : '';
      const list = sources().filter(
        (row) =>
          row.appId === body.appId &&
          row.kind === body.kind &&
          (row.name.includes(keyword) || row.label.includes(keyword)),
      );
      const pageNo = Number(body.pageNo ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      return {
        code: 20000,
        data: {
          list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          total: list.length,
          pageNo,
          pageSize,
        },
      };
    }
    if (is(request, API.formScripts.create)) {
      const name = String(body.name ?? '');
      if (!/^[A-Za-z_$][\w$]*$/.test(name)) return invalid('body.name', 'must be an identifier');
      if (
        sources().some(
          (row) => row.appId === body.appId && row.kind === body.kind && row.name === name,
        )
      ) {
        return { code: 40009, message: `"${name}" is taken.` };
      }
      const row: FormSource = {
        id: (nextId += 1),
        appId: body.appId as number,
        kind: body.kind as FormSource['kind'],
        name,
        label: String(body.label ?? ''),
        ...(body.kind === 'FUNC'
          ? { script: String(body.script ?? '') }
          : { options: body.options as FormSource['options'] }),
        createdBy: 1,
        createdAt: STAMP,
        updatedBy: 1,
        updatedAt: STAMP,
      };
      data.formSources = [...sources(), row];
      return { code: 20000, data: row };
    }
    if (is(request, API.formScripts.update)) {
      const found = sources().find((row) => row.id === body.id);
      if (!found) return { code: 40004, message: 'Not found' };
      const changed = {
        ...found,
        ...(body as Partial<FormSource>),
        updatedAt: new Date().toISOString(),
      };
      data.formSources = sources().map((row) => (row.id === found.id ? changed : row));
      return { code: 20000, data: changed };
    }
    if (is(request, API.formScripts.remove)) {
      const ids = new Set((body.ids as number[] | undefined) ?? []);
      data.formSources = sources().filter((row) => !ids.has(row.id));
      return { code: 20000, data: { affected: ids.size } };
    }
    if (is(request, API.formScripts.tryScript)) return runMock(String(body.script ?? ''));
    if (is(request, API.formScripts.call)) {
      const found = sources().find(
        (row) => row.appId === body.appId && row.kind === 'FUNC' && row.name === body.name,
      );
      if (!found) return invalid('body.name', `No remote function named "${String(body.name)}".`);
      return runMock(found.script ?? '');
    }
    if (is(request, API.formScripts.runtime)) {
      const appId = Number(request.query.get('appId'));
      const own = sources().filter((row) => row.appId === appId);
      return {
        code: 20000,
        data: {
          appId,
          sandboxScripts: !off().includes(appId),
          functions: own
            .filter((row) => row.kind === 'FUNC')
            .map(({ name, label }) => ({ name, label })),
          optionLists: own
            .filter((row) => row.kind === 'OPTION')
            .map(({ name, label, options }) => ({ name, label, options: options ?? [] })),
        },
      };
    }
    if (is(request, API.formScripts.setting)) {
      const appId = body.appId as number;
      data.formScriptsOff = off().filter((id) => id !== appId);
      if (body.sandboxScripts === false) data.formScriptsOff.push(appId);
      return { code: 20000, data: { appId, sandboxScripts: body.sandboxScripts } };
    }
    return undefined;
  };
};

import { API } from '@org/api-contract';
import { type Widget, applyOptionChange } from '@org/form-schema';
import {
  type AreaMock,
  type ShellServerData,
  invalid,
  is,
  sampleData,
  sampleVersion,
} from './shell-server';

/**
 * Publishing in the mock server: `publish` takes a version from 1 to the latest, or null to
 * withdraw. (`get?published=true` is answered by the form container's mock part.)
 */
export const versionsMock: AreaMock = (data) => (request) => {
  if (is(request, API.forms.publish)) {
    const body = (request.body ?? {}) as { id?: unknown; version?: unknown };
    const form = data.forms.find((f) => f.id === body.id);
    if (!form) return { code: 40004, message: `Form ${String(body.id)} was not found.` };
    const version = body.version;
    if (version !== null && (typeof version !== 'number' || !Number.isInteger(version))) {
      return invalid('body.version', 'must be integer or null');
    }
    if (version !== null && (version < 1 || version > form.version)) {
      return {
        code: 40004,
        message: `Form ${form.id} has no version ${version} to publish: its saved versions are 1 to ${form.version}.`,
      };
    }
    const now = new Date().toISOString();
    const published = {
      ...form,
      publishedVersion: version,
      publishedAt: version === null ? null : now,
      updatedAt: now,
    };
    data.forms = data.forms.map((f) => (f.id === form.id ? published : f));
    return { code: 20000, data: published };
  }
  return undefined;
};

/**
 * The sample data with a fourth version of form 11: the phone field renamed and required, a
 * remark added.
 */
export function withChangedVersion(): ShellServerData {
  const data = sampleData();
  const second = data.versions?.find((v) => v.formId === 11 && v.version === 2);
  if (!second) throw new Error('The sample data has no version 2 of form 11.');
  const [name, phone] = second.definition.list as [Widget, Widget];
  const remark = { ...name, key: 'remark01', name: '备注', model: 'remark' } as Widget;
  const renamed = applyOptionChange({ ...phone, name: '手机' } as Widget, { required: true });
  data.forms = data.forms.map((f) => (f.id === 11 ? { ...f, version: 4 } : f));
  data.versions = [
    ...(data.versions ?? []),
    sampleVersion(11, 4, { ...second.definition, list: [name, renamed, remark] }, '改电话'),
  ];
  return data;
}

import { API } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import {
  type FormDefinition,
  type SubmissionColumn,
  type SubmissionFieldFilter,
  checkFieldFilter,
  dateFilterBounds,
  submissionColumns,
} from '@org/form-schema';
import type { Submission } from '../api/formcontainer-api';
import {
  type AreaMock,
  type ShellServerData,
  emptyDefinition,
  invalid,
  is,
  page,
} from './shell-server';

/** The signed-in user of the tests and stories (`userInfo()` of the kit's fixtures). */
const ME = 1;
const STAMP = '2026-05-05T08:00:00.000Z';

function definitionOf(data: ShellServerData, formId: number, version: number) {
  return (data.versions ?? []).find((v) => v.formId === formId && v.version === version)
    ?.definition;
}

/** Required fields left empty, as the server names them (`body.data.<model>`). */
function missing(definition: FormDefinition | undefined, values: Record<string, unknown>) {
  const list = definition?.list ?? [];
  return list
    .filter((widget) => widget.model && 'required' in widget.options && widget.options.required)
    .filter((widget) => {
      const value = values[widget.model ?? ''];
      return (
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
      );
    })
    .map((widget) => ({ field: `body.data.${widget.model ?? ''}`, message: 'required' }));
}

/** The dictionaries the mock answers by code (`API.dict.byCode`). */
const DICTS = [
  {
    dictCode: 'leave_type',
    dictName: '请假类型',
    valueType: 'STRING' as const,
    list: [
      { itemValue: 'annual', itemText: '年假', sort: 1, color: null, isDefault: true },
      { itemValue: 'sick', itemText: '病假', sort: 2, color: null, isDefault: false },
    ],
  },
];

/** Whether a stored value meets a checked filter, as the server's conditions decide. */
function meets(value: unknown, filter: SubmissionFieldFilter, column: SubmissionColumn): boolean {
  switch (filter.op) {
    case 'contains':
      return (
        value !== undefined &&
        value !== null &&
        String(typeof value === 'object' ? JSON.stringify(value) : value)
          .toLowerCase()
          .includes(filter.value.toLowerCase())
      );
    case 'between':
      return (
        typeof value === 'number' &&
        (filter.min === undefined || value >= filter.min) &&
        (filter.max === undefined || value <= filter.max)
      );
    case 'dateBetween': {
      const { from, to } = dateFilterBounds(column, filter);
      return (
        typeof value === 'string' &&
        (from === undefined || value >= from) &&
        (to === undefined || value <= to)
      );
    }
    case 'equals': {
      const same = (item: unknown) =>
        item !== null && typeof item !== 'object' && String(item) === String(filter.value);
      return Array.isArray(value) ? value.some(same) : same(value);
    }
  }
}

/** The sort key of a value: no value (null, empty text) sorts last. */
const sortKey = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : value;

/**
 * Filling in forms: a form's published version, the forms one can fill in, and submissions
 * (create, go on with a draft, one, a page filtered and sorted like the server's, delete), and
 * the dictionaries of choices. Submitted data is checked for required fields, and field
 * filters against the form's latest version, as the server does.
 */
export const formContainerMock: AreaMock = (data) => {
  let nextId = 500;
  const store = (request: MockRequest, draft: Submission | undefined) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const formId = draft?.formId ?? Number(body.formId);
    const form = data.forms.find((f) => f.id === formId);
    if (!form) return { code: 40004, message: `Form ${formId} not found` };
    const version = Number(body.formVersion ?? draft?.formVersion ?? form.version);
    const values = (body.data ?? {}) as Record<string, unknown>;
    const status =
      (body.submitStatus as Submission['submitStatus'] | undefined) ??
      (draft ? 'DRAFT' : 'SUBMITTED');
    if (status === 'SUBMITTED') {
      const errors = missing(definitionOf(data, formId, version), values);
      if (errors.length > 0) return { code: 40022, message: 'Invalid request', data: { errors } };
    }
    const saved: Submission = {
      id: draft?.id ?? (nextId += 1),
      formId,
      formCode: form.formCode,
      formName: form.formName,
      formVersion: version,
      appId: form.appId,
      data: values,
      submitStatus: status,
      submittedBy: ME,
      submitterName: '超级管理员',
      submittedAt: status === 'SUBMITTED' ? STAMP : null,
      createdBy: ME,
      createdAt: draft?.createdAt ?? STAMP,
      updatedBy: ME,
      updatedAt: STAMP,
    };
    data.submissions = draft
      ? data.submissions.map((s) => (s.id === draft.id ? saved : s))
      : [saved, ...data.submissions];
    return { code: 20000, data: saved };
  };

  return (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (is(request, API.forms.get) && request.query.get('published') === 'true') {
      const id = request.query.get('id');
      const form = data.forms.find((f) =>
        id === null
          ? f.appCode === request.query.get('appCode') &&
            f.formCode === request.query.get('formCode')
          : f.id === Number(id),
      );
      if (!form) return { code: 40004, message: 'Form not found' };
      if (form.publishedVersion === null) {
        return { code: 40004, message: `Form ${form.id} has no published version` };
      }
      const definition = definitionOf(data, form.id, form.publishedVersion) ?? emptyDefinition();
      return { code: 20000, data: { ...form, version: form.publishedVersion, definition } };
    }
    if (is(request, API.submission.fillable)) {
      const name = typeof body.formName === 'string' ? body.formName : '';
      const forms = data.forms.filter(
        (f) => f.publishedVersion !== null && f.status === 1 && f.formName.includes(name),
      );
      return { code: 20000, data: page(forms, body) };
    }
    if (is(request, API.submission.create)) return store(request, undefined);
    if (is(request, API.submission.update)) {
      const draft = data.submissions.find((s) => s.id === Number(body.id));
      if (!draft || draft.submittedBy !== ME)
        return { code: 40004, message: 'Submission not found' };
      if (draft.submitStatus !== 'DRAFT') {
        return {
          code: 40009,
          message: `Submission ${draft.id} was submitted and can no longer change.`,
        };
      }
      return store(request, draft);
    }
    if (is(request, API.submission.get)) {
      const found = data.submissions.find((s) => s.id === Number(request.query.get('id')));
      return found
        ? { code: 20000, data: found }
        : { code: 40004, message: 'Submission not found' };
    }
    if (is(request, API.submission.page)) {
      const latest = (data.versions ?? [])
        .filter((v) => v.formId === body.formId)
        .sort((a, b) => b.version - a.version)[0];
      const columns = latest ? submissionColumns(latest.definition) : [];
      const checked: { filter: SubmissionFieldFilter; column: SubmissionColumn }[] = [];
      for (const [i, input] of ((body.fieldFilters ?? []) as SubmissionFieldFilter[]).entries()) {
        const check = checkFieldFilter(columns, input);
        if (!check.ok) return invalid(`body.fieldFilters[${i}].${check.part}`, check.message);
        checked.push({ filter: check.filter, column: check.column });
      }
      const rows = data.submissions.filter(
        (s) =>
          (body.appId === undefined || s.appId === body.appId) &&
          (body.formId === undefined || s.formId === body.formId) &&
          (body.submittedBy === undefined || s.submittedBy === body.submittedBy) &&
          (body.submitStatus === undefined || s.submitStatus === body.submitStatus) &&
          (body.submittedFrom === undefined ||
            (s.submittedAt !== null && s.submittedAt >= String(body.submittedFrom))) &&
          (body.submittedTo === undefined ||
            (s.submittedAt !== null && s.submittedAt < String(body.submittedTo))) &&
          checked.every(({ filter, column }) => meets(s.data[filter.model], filter, column)),
      );
      const model = typeof body.sortField === 'string' ? body.sortField : undefined;
      if (model !== undefined) {
        const sign = body.sortOrder === 'asc' ? 1 : -1;
        rows.sort((a, b) => {
          const [x, y] = [sortKey(a.data[model]), sortKey(b.data[model])];
          if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
          return sign * (x < y ? -1 : x > y ? 1 : 0);
        });
      }
      return { code: 20000, data: page(rows, body) };
    }
    if (is(request, API.submission.remove)) {
      const ids = (body.ids ?? []) as number[];
      const missing = ids.filter((id) => !data.submissions.some((s) => s.id === id));
      if (missing.length > 0) {
        return { code: 40004, message: `Submissions ${missing.join(', ')} were not found.` };
      }
      data.submissions = data.submissions.filter((s) => !ids.includes(s.id));
      return { code: 20000, data: { affected: ids.length } };
    }
    if (is(request, API.dict.byCode)) {
      const codes = (request.body ?? []) as string[];
      return { code: 20000, data: DICTS.filter((dict) => codes.includes(dict.dictCode)) };
    }
    return undefined;
  };
};

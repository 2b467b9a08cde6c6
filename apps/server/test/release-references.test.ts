/**
 * A snapshot writes references by code, told by their keys' names alone: any artefact kind
 * (dashboards' statistics, pages' dashboards) is covered without code of its own, and ids that
 * name people or departments stay as they are. Checksums do not depend on key order.
 */
import { describe, expect, it } from 'vitest';
import { checksumOf } from '../src/services/releases/canonical';
import { fromReferences, referenceKind, toReferences } from '../src/services/releases/references';

const KINDS = ['WORKFLOW', 'STATISTIC', 'DASHBOARD', 'PAGE', 'TASK'];

describe('references in a snapshot', () => {
  it('names reference keys by the kind they point at', () => {
    expect(referenceKind('formId', KINDS)).toBe('FORM');
    expect(referenceKind('viewId', KINDS)).toBe('VIEW');
    expect(referenceKind('apiId', KINDS)).toBe('API');
    expect(referenceKind('flowId', KINDS)).toBe('WORKFLOW');
    expect(referenceKind('statisticId', KINDS)).toBe('STATISTIC');
    expect(referenceKind('statisticIds', KINDS)).toBe('STATISTIC');
    expect(referenceKind('dashboardId', KINDS)).toBe('DASHBOARD');
    expect(referenceKind('userIds', KINDS)).toBeUndefined();
    expect(referenceKind('departmentIds', KINDS)).toBeUndefined();
    expect(referenceKind('id', KINDS)).toBeUndefined();
  });

  it('writes ids as codes and reads them back as the ids of another platform', () => {
    const content = {
      charts: [{ statisticId: 7, x: 0, y: 0 }],
      statisticIds: [7, 8],
      approvers: { type: 'users', userIds: [7] },
      blocks: [{ type: 'DASHBOARD', dashboardId: 3 }],
      missing: { formId: 99 },
    };
    const codes = new Map([
      [
        'STATISTIC',
        new Map([
          [7, 'by_month'],
          [8, 'by_dept'],
        ]),
      ],
      ['DASHBOARD', new Map([[3, 'overview']])],
      ['FORM', new Map<number, string>()],
    ]);
    const written = toReferences(content, codes, KINDS);
    expect(written).toEqual({
      charts: [{ statisticId: '@STATISTIC:by_month', x: 0, y: 0 }],
      statisticIds: ['@STATISTIC:by_month', '@STATISTIC:by_dept'],
      approvers: { type: 'users', userIds: [7] },
      blocks: [{ type: 'DASHBOARD', dashboardId: '@DASHBOARD:overview' }],
      missing: { formId: 99 },
    });
    const elsewhere = new Map([
      [
        'STATISTIC',
        new Map([
          ['by_month', 70],
          ['by_dept', 80],
        ]),
      ],
      ['DASHBOARD', new Map([['overview', 30]])],
    ]);
    expect(fromReferences(written, elsewhere, KINDS)).toEqual({
      ...content,
      charts: [{ statisticId: 70, x: 0, y: 0 }],
      statisticIds: [70, 80],
      blocks: [{ type: 'DASHBOARD', dashboardId: 30 }],
    });
    const unknown: string[] = [];
    fromReferences(written, new Map(), KINDS, (kind, code) => unknown.push(`${kind}:${code}`));
    expect(unknown).toEqual([
      'STATISTIC:by_month',
      'STATISTIC:by_month',
      'STATISTIC:by_dept',
      'DASHBOARD:overview',
    ]);
  });

  it('leaves text that looks like a reference alone outside reference keys', () => {
    const content = { script: '@FORM:leave', formId: '@FORM:leave' };
    const ids = new Map([['FORM', new Map([['leave', 5]])]]);
    expect(fromReferences(content, ids, KINDS)).toEqual({ script: '@FORM:leave', formId: 5 });
  });

  it('checksums the same content the same, whatever its key order', () => {
    expect(checksumOf({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(
      checksumOf({ b: [{ d: 3, c: 2 }], a: 1 }),
    );
    expect(checksumOf({ a: 1 })).not.toBe(checksumOf({ a: 2 }));
    expect(checksumOf({ a: 1 })).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

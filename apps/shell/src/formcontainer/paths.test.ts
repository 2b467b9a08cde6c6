import { describe, expect, it } from 'vitest';
import { containerTarget, fillPath, submissionPath } from './paths';
import { submissionQuery } from './SubmissionsDialog';

describe('the container’s query string', () => {
  it('names a form by id or by codes, a submission, or nothing (the to-dos)', () => {
    expect(containerTarget(fillPath(11).slice(fillPath(11).indexOf('?')))).toEqual({
      kind: 'form',
      query: { id: 11 },
    });
    expect(containerTarget('?appCode=crm&formCode=customer')).toEqual({
      kind: 'form',
      query: { appCode: 'crm', formCode: 'customer' },
    });
    const submission = submissionPath(7);
    expect(containerTarget(submission.slice(submission.indexOf('?')))).toEqual({
      kind: 'submission',
      id: 7,
    });
    expect(containerTarget('')).toEqual({ kind: 'todos' });
  });

  it('refuses what names too little or is not a whole positive number', () => {
    for (const search of ['?formId=abc', '?formId=0', '?submissionId=-1', '?appCode=crm']) {
      expect(containerTarget(search), search).toEqual({ kind: 'bad' });
    }
  });
});

describe('the submissions search', () => {
  it('covers both whole days of the date range and one’s own when asked', () => {
    const query = submissionQuery(
      11,
      { status: 'SUBMITTED', from: '2026-05-01', to: '2026-05-03', mine: true },
      4,
      2,
      20,
    );
    expect(query).toMatchObject({ formId: 11, submitStatus: 'SUBMITTED', submittedBy: 4 });
    expect(query.pageNo).toBe(2);
    expect(new Date(query.submittedFrom ?? '').getDate()).toBe(1);
    expect(new Date(query.submittedTo ?? '').getDate()).toBe(4);
    expect(submissionQuery(11, { status: '', from: '', to: '', mine: false }, 4, 1, 10)).toEqual({
      formId: 11,
      pageNo: 1,
      pageSize: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });
});

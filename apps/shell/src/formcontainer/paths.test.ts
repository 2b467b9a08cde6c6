import { describe, expect, it } from 'vitest';
import { containerTarget, fillPath, submissionPath } from './paths';

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

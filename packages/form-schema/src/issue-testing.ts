import { expect } from 'vitest';

/** An issue, or an expected one (its message may be an asymmetric matcher). */
const isIssue = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'string' &&
  'message' in value &&
  'path' in value;

/**
 * Lets a test's expected issue leave out `params`: the tests of paths, codes and English
 * messages compare those alone, and `issue-message.test.ts` checks what the params say.
 */
export function compareIssuesWithoutParams(): void {
  expect.addEqualityTesters([
    function issuesWithoutParams(a, b, testers) {
      if (!isIssue(a) || !isIssue(b) || 'params' in a === 'params' in b) return undefined;
      const { params: _a, ...left } = a;
      const { params: _b, ...right } = b;
      return this.equals(left, right, testers);
    },
  ]);
}

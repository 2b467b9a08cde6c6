import type { Submission, SubmitStatus } from '@org/api-contract';
import {
  DEFAULT_RULE_MESSAGES,
  type FormDefinition,
  coerceModel,
  createValidator,
} from '@org/form-schema';
import { formDefinitions, formSubmissions, users } from '../db/schema/index';
import type { FieldProblem } from '../http/api-error';
import { type Text, text } from '../i18n/text';

type SubmissionRow = typeof formSubmissions.$inferSelect;

/** A submission row with the names it is answered with. */
export interface SubmissionWithNames {
  submission: SubmissionRow;
  formCode: string;
  formName: string;
  submitterName: string | null;
  submitterAccount: string | null;
}

/** Selects a submission with its form's code and name and its submitter's name. */
export const SUBMISSION_WITH_NAMES = {
  submission: formSubmissions,
  formCode: formDefinitions.formCode,
  formName: formDefinitions.formName,
  submitterName: users.username,
  submitterAccount: users.account,
};

export function toSubmission(row: SubmissionWithNames): Submission {
  const s = row.submission;
  return {
    id: s.id,
    formId: s.formId,
    formCode: row.formCode,
    formName: row.formName,
    formVersion: s.formVersion,
    appId: s.appId,
    data: s.data,
    submitStatus: (s.submitStatus === 'DRAFT' ? 'DRAFT' : 'SUBMITTED') satisfies SubmitStatus,
    submittedBy: s.submittedBy,
    submitterName: row.submitterName || row.submitterAccount || '',
    submittedAt: s.submittedAt?.toISOString() ?? null,
    createdBy: s.createdBy,
    createdAt: s.createdAt.toISOString(),
    updatedBy: s.updatedBy,
    updatedAt: s.updatedAt.toISOString(),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of a definition without pattern rules. Patterns are regular expressions written in
 * the designer; a crafted value could make one run for a very long time, so the server
 * leaves them to the browser and checks required and type rules only.
 */
function withoutPatternRules(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPatternRules);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      key === 'rules' && Array.isArray(item)
        ? item.filter((rule) => !(isRecord(rule) && Object.hasOwn(rule, 'pattern')))
        : withoutPatternRules(item);
  }
  return copy;
}

/**
 * A rule's failure as a text: @org/form-schema answers its default messages (`required`, the
 * type rule's `invaild format`) in English and no rule kind, so they are told by their words;
 * a message the form's designer wrote is shown as written.
 */
function ruleMessage(message: string): Text {
  if (message === DEFAULT_RULE_MESSAGES.required) return text('submission.required');
  if (message === DEFAULT_RULE_MESSAGES.type) return text('submission.invalidFormat');
  return text('submission.ruleMessage', { message });
}

/**
 * Checks submitted data against a form's rules with `@org/form-schema`: numeric inputs are
 * coerced (`coerceModel`), then required and type rules run (sub-table cells row by row).
 * Script (`func`) rules never run on the server. Answers the coerced data and the failures,
 * named `body.data.<model>` (`body.data.lines[0].item` for a sub-table cell).
 */
export async function checkSubmission(
  definition: FormDefinition,
  data: Record<string, unknown>,
): Promise<{ data: Record<string, unknown>; errors: FieldProblem[] }> {
  const coerced = coerceModel(definition, data);
  const validator = createValidator(withoutPatternRules(definition) as FormDefinition);
  const result = await validator.validate(coerced);
  return {
    data: coerced,
    errors: result.errors.map((error) => ({
      field: error.path.startsWith('[') ? `body.data${error.path}` : `body.data.${error.path}`,
      message: ruleMessage(error.message),
    })),
  };
}

import { type FieldError, ResultCode, type ResultCodeValue, RESULT_CODES } from '@org/api-contract';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { type MessageKey, type Text, joined, render, text } from '../i18n/text';

/** A rejected field of an input: its path (`body.code`) and what is wrong, in any language. */
export interface FieldProblem {
  field: string;
  message: Text;
}

/** The catalogue's message of a code (`code.NOT_FOUND`), said when nothing more specific is. */
export function codeText(code: ResultCodeValue): Text {
  const name = RESULT_CODES.find((info) => info.code === code)?.name ?? 'SERVER_ERROR';
  return { key: `code.${name}` as MessageKey };
}

/**
 * A failure answered as an envelope: `{ code, message, data }`. Throw one from a handler or a
 * service; the error handler turns it into the answer (HTTP 200 unless `httpStatus` says
 * otherwise), its message and field errors in the language of the request. `message` (the
 * Error's) is the English text, for the log.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly text: Text;

  constructor(
    readonly code: ResultCodeValue,
    message?: Text,
    readonly data: Record<string, unknown> | null = null,
    readonly httpStatus = 200,
    /** The rejected fields: `data.errors` of the answer. */
    readonly problems: readonly FieldProblem[] = [],
  ) {
    const said = message ?? codeText(code);
    super(render(said, 'en-US'));
    this.text = said;
  }

  /** The message in `language`. */
  messageIn(language: Language = DEFAULT_LANGUAGE): string {
    return render(this.text, language);
  }

  /** The answer's `data` in `language`: the field errors rendered into `data.errors`. */
  dataIn(language: Language = DEFAULT_LANGUAGE): Record<string, unknown> | null {
    if (this.problems.length === 0) return this.data;
    return { ...this.data, errors: fieldErrorsIn(this.problems, language) };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The field errors of the wire, in `language`. */
export function fieldErrorsIn(problems: readonly FieldProblem[], language: Language): FieldError[] {
  return problems.map((problem) => ({
    field: problem.field,
    message: render(problem.message, language),
  }));
}

/** The summary of field problems as a message: the first three, and how many more. */
export function problemsText(problems: readonly FieldProblem[]): Text {
  const shown = joined(
    problems
      .slice(0, 3)
      .map((problem) =>
        text('validation.problem', { field: problem.field, message: problem.message }),
      ),
    'list.semicolon',
  );
  return problems.length > 3
    ? text('validation.summaryMore', { problems: shown, count: problems.length - 3 })
    : text('validation.summary', { problems: shown });
}

/** 40004: `what` (e.g. the text "Dictionary") with the ids that do not exist or were deleted. */
export function notFound(
  what: Text,
  ids: number | string | readonly (number | string)[],
): ApiError {
  return new ApiError(
    ResultCode.NOT_FOUND,
    text('record.notFound', { what, ids: Array.isArray(ids) ? ids.join(', ') : String(ids) }),
  );
}

/** 40009 with a message saying what conflicts. */
export function conflict(message: Text): ApiError {
  return new ApiError(ResultCode.CONFLICT, message);
}

/** 40003: the caller lacks `code`. */
export function forbidden(code?: string): ApiError {
  return code === undefined
    ? new ApiError(ResultCode.FORBIDDEN)
    : new ApiError(ResultCode.FORBIDDEN, text('permission.missing', { code }), {
        permission: code,
      });
}

/** 40022 listing the rejected fields; the message names the first few. */
export function validationFailed(problems: readonly FieldProblem[]): ApiError {
  return new ApiError(ResultCode.VALIDATION_FAILED, problemsText(problems), null, 200, problems);
}

/** 40022 for one field. */
export function invalidField(field: string, message: Text): ApiError {
  return validationFailed([{ field, message }]);
}

import {
  type FieldError,
  ResultCode,
  type ResultCodeValue,
  resultMessage,
} from '@org/api-contract';

/**
 * A failure answered as an envelope: `{ code, message, data }`. Throw one from a handler or a
 * service; the error handler turns it into the answer (HTTP 200 unless `httpStatus` says
 * otherwise).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ResultCodeValue,
    message?: string,
    readonly data: Record<string, unknown> | null = null,
    readonly httpStatus = 200,
  ) {
    super(message ?? resultMessage(code));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 40004: `what` (e.g. "Dictionary 12") does not exist or was deleted. */
export function notFound(what: string): ApiError {
  return new ApiError(ResultCode.NOT_FOUND, `${what} was not found.`);
}

/** 40009 with a message saying what conflicts. */
export function conflict(message: string): ApiError {
  return new ApiError(ResultCode.CONFLICT, message);
}

/** 40003: the caller lacks `code`. */
export function forbidden(code?: string): ApiError {
  return new ApiError(
    ResultCode.FORBIDDEN,
    code === undefined
      ? resultMessage(ResultCode.FORBIDDEN)
      : `You do not have permission to do this (${code}).`,
    code === undefined ? null : { permission: code },
  );
}

/** 40022 listing the rejected fields; the message names the first few. */
export function validationFailed(errors: FieldError[]): ApiError {
  const shown = errors.slice(0, 3).map((error) => `${error.field}: ${error.message}`);
  const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
  return new ApiError(ResultCode.VALIDATION_FAILED, `${shown.join('; ')}${more}`, { errors });
}

/** 40022 for one field. */
export function invalidField(field: string, message: string): ApiError {
  return validationFailed([{ field, message }]);
}

/**
 * Envelope codes: every answer of the platform's servers is `{ code, message, data }`, and
 * `code` says what happened. `20000` is success; everything else is a failure the client shows
 * (see `@org/http-client`). Business failures travel with HTTP status 200 so that every client
 * reads the envelope; see `docs/decisions` for the rule and its two exceptions.
 */
export const ResultCode = Object.freeze({
  /** The call succeeded; `data` is the answer. */
  SUCCESS: 20000,
  /**
   * The request is malformed: the body is not valid JSON, or some text holds a NUL character or
   * a lone UTF-16 surrogate, or an object a key `__proto__` or `constructor`
   * (`data.errors` names the fields).
   */
  BAD_REQUEST: 40000,
  /** No session token was sent. The client asks the user to sign in. */
  NOT_SIGNED_IN: 40001,
  /** Signed in, but the caller lacks the resource code the call requires. */
  FORBIDDEN: 40003,
  /** The record or route does not exist (or was deleted). */
  NOT_FOUND: 40004,
  /** The change conflicts with stored data: a duplicate code, a built-in record, a child. */
  CONFLICT: 40009,
  /** Input failed validation; `data.errors` lists `{ field, message }`. */
  VALIDATION_FAILED: 40022,
  /** A gateway call with an unknown app key, no signature or a signature that does not match. */
  GATEWAY_BAD_SIGNATURE: 40101,
  /** A gateway call whose timestamp is too far from the server's clock. */
  GATEWAY_EXPIRED: 40102,
  /** A gateway call whose nonce the application used before. */
  GATEWAY_REPLAYED: 40103,
  /** A gateway call of an application that is disabled, expired or not allowed from its address. */
  GATEWAY_APP_REFUSED: 40104,
  /** A gateway call of an API that was not granted to the calling application. */
  NOT_GRANTED: 40301,
  /** The request body is larger than the route accepts. */
  PAYLOAD_TOO_LARGE: 41300,
  /** The request body has a content type the route does not read. */
  UNSUPPORTED_MEDIA_TYPE: 41500,
  /** The account is locked after repeated failed sign-ins; `data.lockedUntil` says until when. */
  LOCKED: 42300,
  /** Too many sign-in attempts from this address or for this account; retry later. */
  TOO_MANY_REQUESTS: 42900,
  /** An unexpected fault on the server; the log has the details under the request id. */
  SERVER_ERROR: 50000,
  /** The token is unknown, was signed out, or its user is disabled. */
  ILLEGAL_TOKEN: 50008,
  /** The session was ended because the same account signed in elsewhere. */
  SIGNED_IN_ELSEWHERE: 50012,
  /** The session expired: it was not used within the configured lifetime. */
  TOKEN_EXPIRED: 50014,
  /** A published orchestration failed: the message names the step and its error. */
  RUN_FAILED: 50020,
  /** A data view's query ran (or would run) longer than its statement timeout; it was stopped. */
  QUERY_TIMEOUT: 50400,
  /** Account and password do not match (also the development mirror's answer). */
  BAD_CREDENTIALS: 60204,
});

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

/** One row of the code catalogue: for documentation, OpenAPI and the apps' translations. */
export interface ResultCodeInfo {
  code: ResultCodeValue;
  name: ResultCodeName;
  /** The message the server sends when it has nothing more specific to say. */
  message: string;
  /** True for the codes after which the client asks the user to sign in again. */
  relogin: boolean;
}

const MESSAGES: Readonly<Record<ResultCodeName, string>> = {
  SUCCESS: 'success',
  BAD_REQUEST: 'Bad request.',
  NOT_SIGNED_IN: 'Not signed in.',
  GATEWAY_BAD_SIGNATURE: 'The signature of the call is not valid.',
  GATEWAY_EXPIRED: 'The timestamp of the call is too old or in the future.',
  GATEWAY_REPLAYED: 'The nonce of the call was used before.',
  GATEWAY_APP_REFUSED: 'The calling application may not call now.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_GRANTED: 'The API is not granted to the calling application.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The change conflicts with existing data.',
  VALIDATION_FAILED: 'Validation failed.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
  LOCKED: 'The account is locked.',
  TOO_MANY_REQUESTS: 'Too many attempts, please try again later.',
  SERVER_ERROR: 'Internal server error.',
  RUN_FAILED: 'The orchestration failed.',
  ILLEGAL_TOKEN: 'Illegal token.',
  SIGNED_IN_ELSEWHERE: 'Your account has signed in elsewhere.',
  TOKEN_EXPIRED: 'Your session has expired.',
  QUERY_TIMEOUT: 'The query took too long and was stopped.',
  BAD_CREDENTIALS: 'Account and password are incorrect.',
};

const RELOGIN: ReadonlySet<number> = new Set([
  ResultCode.NOT_SIGNED_IN,
  ResultCode.ILLEGAL_TOKEN,
  ResultCode.SIGNED_IN_ELSEWHERE,
  ResultCode.TOKEN_EXPIRED,
]);

/** Every code with its name, default message and whether it asks for a new sign-in. */
export const RESULT_CODES: readonly ResultCodeInfo[] = Object.freeze(
  (Object.keys(ResultCode) as ResultCodeName[]).map((name) =>
    Object.freeze({
      code: ResultCode[name],
      name,
      message: MESSAGES[name],
      relogin: RELOGIN.has(ResultCode[name]),
    }),
  ),
);

/** The default message of a code. */
export function resultMessage(code: ResultCodeValue): string {
  return RESULT_CODES.find((info) => info.code === code)?.message ?? MESSAGES.SERVER_ERROR;
}

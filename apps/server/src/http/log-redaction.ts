/** Query parameters whose values never reach the log. */
const SECRET_PARAMS = new Set(['password', 'token', 'secret', 'appsecret', 'accesstoken']);

/**
 * The URL as it may be logged: values of secret query parameters are replaced by `***`
 * (the shell sends the password and the token in the query string).
 */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodeURIComponentSafe(equals < 0 ? pair : pair.slice(0, equals));
      return SECRET_PARAMS.has(name.toLowerCase()) && equals >= 0
        ? `${pair.slice(0, equals)}=***`
        : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fields of a database error that describe it without carrying a value. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'statusCode',
] as const;

/** Values that must never be written, whatever message carries them. */
const SECRET_PATTERNS: readonly [RegExp, string][] = [
  // A statement's parameters, as Drizzle appends them to its message.
  [/\n?params: [\s\S]*$/, ''],
  // Password and secret hashes.
  [/scrypt\$[^\s"',;)]*/g, 'scrypt$***'],
];

/** A PostgreSQL error (a five-character SQLSTATE code). */
function isDatabaseError(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * The message of an error as it may be logged: without the parameters of a failed statement,
 * without hashes, and, for a database error, with quoted text masked (PostgreSQL quotes the
 * offending value, e.g. `invalid input syntax for type integer: "…"`; the table, column and
 * constraint are logged from their own fields).
 */
export function redactMessage(message: string, fromDatabase = false): string {
  let text = message;
  for (const [pattern, replacement] of SECRET_PATTERNS) text = text.replace(pattern, replacement);
  if (fromDatabase) text = text.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)');
  return text;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

function logged(error: unknown, depth: number): LoggedError {
  if (error === null || typeof error !== 'object') {
    return { type: typeof error, message: redactMessage(String(error)), stack: '' };
  }
  const e = error as Error & { query?: unknown; cause?: unknown };
  const fromDatabase = isDatabaseError(e);
  const type = typeof e.name === 'string' ? e.name : 'Error';
  // A failed statement: its text (placeholders, never the values), not Drizzle's message.
  const statement = typeof e.query === 'string' ? e.query : undefined;
  const message =
    statement === undefined
      ? redactMessage(typeof e.message === 'string' ? e.message : '', fromDatabase)
      : `Failed query: ${statement}`;
  const frames = (typeof e.stack === 'string' ? e.stack : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (statement !== undefined) out.query = statement;
  for (const field of SAFE_FIELDS) {
    const value = (e as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (e.cause !== undefined && depth < 4) out.cause = logged(e.cause, depth + 1);
  return out;
}

/**
 * The logger's serializer of `err`: type, message, stack, statement text and the database's
 * error fields, never the statement's parameters (password hashes, secrets and parameter
 * values travel there), a detail with the row's values, or an error's other properties.
 */
export function serializeError(error: unknown): LoggedError {
  return logged(error, 0);
}

/** Names of fields whose values never reach a log: passwords, secrets, tokens, keys. */
const SECRET_FIELD =
  /pass|pwd|secret|token|credential|private|api_?key|access_?key|authorization|cookie|signature/i;

/**
 * Fields whose values may be secrets without saying so by their name: a parameter's or a
 * configuration item's value (a secret parameter, an encrypted item) and the headers an API
 * server is called with (credentials).
 */
const VALUE_FIELDS = new Set(['paramValue', 'configValue', 'headers']);

/** Longest text of one value kept in the logged parameters. */
const MAX_VALUE_LENGTH = 200;
/** Items of a list kept in the logged parameters. */
const MAX_ITEMS = 50;

function maskedField(name: string): boolean {
  // A key with a dot is a parameter's key (`sys.user.initPassword`) in a map of values.
  return SECRET_FIELD.test(name) || VALUE_FIELDS.has(name) || name.includes('.');
}

function redactedValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    const text = redactMessage(value);
    return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 5) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactedValue(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    out[name] = maskedField(name) ? '***' : redactedValue(field, depth + 1);
  }
  return out;
}

/**
 * The parameters of a request as the operation log keeps them: JSON with the values of secret
 * fields (passwords, tokens, keys, secrets, parameter and configuration values, headers)
 * replaced by `***`, hashes masked, long texts and lists shortened, and the whole at most
 * `limit` characters. `''` for no parameters.
 */
export function redactParams(value: unknown, limit = 2000): string {
  if (value === undefined || value === null) return '';
  const text = JSON.stringify(redactedValue(value, 0)) ?? '';
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/**
 * What an upload answers: the put policy's `returnBody` with its magic variables filled in,
 * `{ "hash", "key" }` by default, or, when the policy names a `callbackUrl`, the answer of
 * that callback. A callback that fails leaves the file stored and answers 579.
 *
 * Only tokens signed with the server's secret reach here, and the token call of the platform
 * never sets a callback, so callbacks are for tokens minted by operators' own tooling.
 */
import { extensionOf } from './keys';
import { fail } from './protocol-error';
import { type PutPolicy, signText } from './up-token';

export interface UploadValues {
  key: string;
  hash: string;
  fsize: number;
  bucket: string;
  fname: string;
  mimeType: string;
  vars: Readonly<Record<string, string>>;
  endUser: string;
}

const CALLBACK_TIMEOUT_MS = 5000;

function valueOf(values: UploadValues, name: string): string | number | undefined {
  if (name.startsWith('x:')) return values.vars[name] ?? '';
  switch (name) {
    case 'key':
      return values.key;
    case 'etag':
    case 'hash':
      return values.hash;
    case 'fsize':
      return values.fsize;
    case 'bucket':
      return values.bucket;
    case 'fname':
      return values.fname;
    case 'mimeType':
      return values.mimeType;
    case 'ext':
      return extensionOf(values.fname);
    case 'endUser':
      return values.endUser;
    default:
      return undefined;
  }
}

/** Replaces `$(name)` with the value, written by `escape` (JSON text or form encoding). */
export function fillTemplate(
  template: string,
  values: UploadValues,
  escape: (text: string) => string,
): string {
  return template.replace(/\$\(([^)]+)\)/g, (all, name: string) => {
    const value = valueOf(values, name);
    if (value === undefined) return all;
    return typeof value === 'number' ? String(value) : escape(value);
  });
}

const jsonEscape = (text: string) => JSON.stringify(text).slice(1, -1);

/** The JSON text to answer for a stored file. */
export async function answerFor(
  policy: PutPolicy,
  values: UploadValues,
  keys: { accessKey: string; secretKey: string },
): Promise<string> {
  if (policy.callbackUrl) return callBack(policy, values, keys);
  if (policy.returnBody) return fillTemplate(policy.returnBody, values, jsonEscape);
  return JSON.stringify({ hash: values.hash, key: values.key });
}

async function callBack(
  policy: PutPolicy,
  values: UploadValues,
  keys: { accessKey: string; secretKey: string },
): Promise<string> {
  const first = (policy.callbackUrl ?? '').split(';')[0]?.trim() ?? '';
  let url: URL;
  try {
    url = new URL(first);
  } catch {
    throw fail.callbackFailed('callback failed: the callback URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw fail.callbackFailed('callback failed: only http and https callbacks are made');
  }
  const json = policy.callbackBodyType === 'application/json';
  const type = json ? 'application/json' : 'application/x-www-form-urlencoded';
  const body = fillTemplate(
    policy.callbackBody ?? (json ? '{"key":"$(key)","hash":"$(etag)"}' : 'key=$(key)&hash=$(etag)'),
    values,
    json ? jsonEscape : encodeURIComponent,
  );
  const sign = signText(keys.secretKey, `${url.pathname}${url.search}\n${body}`);
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': type, Authorization: `QBox ${keys.accessKey}:${sign}` },
      body,
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    text = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw fail.callbackFailed(`callback failed: ${reason}`);
  }
  return text;
}

/**
 * Upload tokens: `AccessKey:EncodedSign:EncodedPutPolicy`, where the policy is URL-safe Base64
 * JSON and the sign is the URL-safe Base64 HMAC-SHA1 of the encoded policy under the secret
 * key. The server issues them to signed-in users and checks them on every upload request.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail } from './protocol-error';

/** The put-policy fields this server reads. */
export interface PutPolicy {
  /** `bucket` (any new key) or `bucket:key` (that key; a prefix with `isPrefixalScope`). */
  scope: string;
  /** Unix seconds. */
  deadline: number;
  isPrefixalScope?: number;
  /** 1: never overwrite, even with a `bucket:key` scope. */
  insertOnly?: number;
  saveKey?: string;
  forceSaveKey?: boolean;
  returnBody?: string;
  callbackUrl?: string;
  callbackBody?: string;
  callbackBodyType?: string;
  endUser?: string;
  fsizeMin?: number;
  fsizeLimit?: number;
  /** `image/*;text/plain` allows; `!application/json` forbids. */
  mimeLimit?: string;
  // The platform's own fields (signed with the rest; Qiniu clients ignore them):
  /** The user the server issued the token to: owner of what it writes, charged to its quotas. */
  ownerUserId?: number;
  /** The application the files are for. */
  ownerAppId?: number;
  /** 1: the files it writes are private (served to their owner and storage managers only). */
  private?: number;
}

/** The scope of a checked token. */
export interface CheckedToken {
  accessKey: string;
  policy: PutPolicy;
  bucket: string;
  /** The key of a `bucket:key` scope. */
  scopeKey: string | undefined;
}

export function base64Url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

export function fromBase64Url(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

export function signText(secretKey: string, text: string): string {
  return base64Url(createHmac('sha1', secretKey).update(text).digest());
}

/** A token for `policy`, signed with the secret key. */
export function signUploadToken(accessKey: string, secretKey: string, policy: PutPolicy): string {
  const encoded = base64Url(JSON.stringify(policy));
  return `${accessKey}:${signText(secretKey, encoded)}:${encoded}`;
}

export interface TokenKeys {
  accessKey: string;
  secretKey: string;
  bucket: string;
}

/**
 * Checks a token: known access key, valid signature, a policy with scope and deadline, the
 * deadline not passed (401 otherwise) and the scope's bucket served here (631).
 */
export function checkUploadToken(
  token: string | undefined,
  keys: TokenKeys,
  nowSeconds: number,
): CheckedToken {
  if (!token) throw fail.badToken('token not specified');
  const parts = token.split(':');
  if (parts.length !== 3) throw fail.badToken('bad token');
  const [accessKey, sign, encoded] = parts as [string, string, string];
  if (accessKey !== keys.accessKey) throw fail.badToken('bad token');
  const expected = Buffer.from(signText(keys.secretKey, encoded));
  const given = Buffer.from(sign);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw fail.badToken('bad token');
  }
  let policy: PutPolicy;
  try {
    policy = JSON.parse(fromBase64Url(encoded).toString('utf8')) as PutPolicy;
  } catch {
    throw fail.badToken('bad token: the put policy is not JSON');
  }
  if (typeof policy?.scope !== 'string' || policy.scope === '') {
    throw fail.badToken('bad token: the put policy has no scope');
  }
  if (typeof policy.deadline !== 'number') {
    throw fail.badToken('bad token: the put policy has no deadline');
  }
  if (policy.deadline < nowSeconds) throw fail.badToken('token out of date');
  const separator = policy.scope.indexOf(':');
  const bucket = separator < 0 ? policy.scope : policy.scope.slice(0, separator);
  if (bucket !== keys.bucket) throw fail.noSuchBucket(`no such bucket: ${bucket}`);
  return {
    accessKey,
    policy,
    bucket,
    scopeKey: separator < 0 ? undefined : policy.scope.slice(separator + 1),
  };
}

/** The token of an `Authorization: UpToken <token>` header. */
export function tokenOfHeader(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^UpToken\s+(\S+)$/i.exec(value?.trim() ?? '');
  return match?.[1];
}

import { urlSafeBase64Decode } from './base64';
import { UploadError } from './errors';

/** The fields of a put policy that the client reads. */
export interface PutPolicy {
  /** `bucket` or `bucket:key`. */
  scope: string;
  /** Unix time in seconds after which the token is refused. */
  deadline: number;
  [field: string]: unknown;
}

export interface UploadToken {
  accessKey: string;
  bucket: string;
  /** The key fixed by a `bucket:key` scope. */
  key: string | undefined;
  policy: PutPolicy;
}

/**
 * Reads an upload token `AccessKey:EncodedSign:EncodedPutPolicy`: the access key (the second
 * segment of the longer administrator form), the bucket and key of the policy's scope, and the
 * policy itself. A malformed token is an `UploadError` of kind 'invalid-token' saying why.
 */
export function parseUploadToken(token: string | null | undefined): UploadToken {
  const fail = (why: string): never => {
    throw new UploadError('invalid-token', `Invalid upload token: ${why}`);
  };
  if (!token) return fail('it is empty');
  const segments = token.split(':');
  if (segments.length < 3) return fail('expected AccessKey:EncodedSign:EncodedPutPolicy');
  const accessKey = segments.length > 3 ? segments[1] : segments[0];
  if (!accessKey) return fail('the access key is empty');
  let policy: unknown;
  try {
    policy = JSON.parse(urlSafeBase64Decode(segments[segments.length - 1] as string));
  } catch {
    return fail('the put policy is not Base64-encoded JSON');
  }
  if (!policy || typeof policy !== 'object') return fail('the put policy is not an object');
  const { scope, deadline } = policy as Partial<PutPolicy>;
  if (typeof scope !== 'string' || scope === '') return fail('the put policy has no scope');
  if (typeof deadline !== 'number' || !Number.isFinite(deadline)) {
    return fail('the put policy has no deadline');
  }
  const separator = scope.indexOf(':');
  return {
    accessKey,
    bucket: separator < 0 ? scope : scope.slice(0, separator),
    key: separator < 0 ? undefined : scope.slice(separator + 1),
    policy: policy as PutPolicy,
  };
}

/**
 * What a signed-in page does before it uploads: sign in to the platform server, then ask it
 * for an upload token (`/ibsp-bg-auth/storage/v1/uptoken`). Shared by tests and the benchmark.
 */

export const ADMIN = Object.freeze({ account: 'admin', password: 'Admin@123' });

/** The session token of a sign-in (sent as `X-Token`). */
export async function signIn(baseUrl: string, user = ADMIN): Promise<string> {
  const response = await fetch(`${baseUrl}/ibsp-bg-auth/sysUser/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const answer = (await response.json()) as { code: number; data: string };
  if (answer.code !== 20000) throw new Error(`sign-in answered code ${answer.code}`);
  return answer.data;
}

/** The server's answer to an upload-token request. */
export interface UploadTokenAnswer {
  uptoken: string;
  bucket: string;
  key: string | null;
  /** Where the SDK finds the upload hosts (`<server>/storage`). */
  apiHost: string;
  /** Public address prefix of stored files. */
  domain: string;
}

/** An upload token for `key` (or for any new key), as the signed-in `session`. */
export async function requestUploadToken(
  baseUrl: string,
  session: string,
  key?: string,
): Promise<UploadTokenAnswer> {
  const query = key === undefined ? '' : `?key=${encodeURIComponent(key)}`;
  const response = await fetch(`${baseUrl}/ibsp-bg-auth/storage/v1/uptoken${query}`, {
    headers: { 'x-token': session },
  });
  const answer = (await response.json()) as { code: number; data: UploadTokenAnswer };
  if (answer.code !== 20000) throw new Error(`the upload token request answered ${answer.code}`);
  return answer.data;
}

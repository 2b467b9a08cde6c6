/** Name of the cookie that holds the session token. */
export const TOKEN_COOKIE = 'token';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string | null): void {
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; samesite=lax`;
}

/** The session token, or null when signed out. */
export function getToken(): string | null {
  const value = readCookie(TOKEN_COOKIE);
  return value === null || value === '' ? null : value;
}

export function setToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
}

export function removeToken(): void {
  writeCookie(TOKEN_COOKIE, null);
}

/** Reads a small preference cookie (sidebar state, language). */
export function readPreference(name: string): string | null {
  return readCookie(name);
}

export function writePreference(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

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

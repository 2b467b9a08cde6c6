/**
 * The body of every response of the platform's servers. `code` is `SUCCESS_CODE` (20000) on
 * success; `message` explains a failure; `data` is the answer.
 */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/**
 * True when a parsed body has the envelope's shape: a plain object whose `code` is a number.
 * `message` and `data` may be missing (a missing message counts as empty).
 */
export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

/** The envelope's message as text, or `''` when it is missing or not a string. */
export function envelopeMessage(envelope: Envelope): string {
  return typeof envelope.message === 'string' ? envelope.message : '';
}

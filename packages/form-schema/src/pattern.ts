/**
 * Pattern texts of rules turned into regular expressions. The text is read, never run: a
 * `/…/flags` literal is split into its source and flags by position, and the source goes to
 * the `RegExp` constructor.
 */

/** Flags a pattern literal may carry. */
const FLAG_CHARACTERS = /^[dgimsuvy]*$/;

/** A pattern text that is not a valid regular expression. */
export class PatternSyntaxError extends Error {
  override readonly name = 'PatternSyntaxError';
  /** The pattern text as written in the definition. */
  readonly pattern: string;
  /** Why the text is not a valid regular expression. */
  readonly reason: string;

  constructor(pattern: string, reason: string, options?: { cause?: unknown }) {
    super(`Invalid pattern ${JSON.stringify(pattern)}: ${reason}`, options);
    this.pattern = pattern;
    this.reason = reason;
  }
}

/** The source and flags a pattern text stands for, before any syntax check. */
export interface PatternParts {
  source: string;
  flags: string;
}

/**
 * Splits a pattern text into source and flags. The text is a literal when it starts with `/`,
 * has another `/` after a non-empty body, and only flag letters (d g i m s u v y) follow that
 * last `/`; otherwise the whole text is the source (so `^\d+$` and `a/b` are sources).
 * Slashes inside a literal's body are kept: `/a/b/i` is source `a/b` with flag `i`.
 */
export function splitPattern(text: string): PatternParts {
  const last = text.lastIndexOf('/');
  if (text.startsWith('/') && last > 1) {
    const flags = text.slice(last + 1);
    if (FLAG_CHARACTERS.test(flags)) return { source: text.slice(1, last), flags };
  }
  return { source: text, flags: '' };
}

function reasonOf(error: unknown, parts: PatternParts): string {
  const message = error instanceof Error ? error.message : String(error);
  // Engines describe the expression before the reason; keep only the reason.
  const prefix = `Invalid regular expression: /${parts.source}/${parts.flags}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

/**
 * The regular expression of a pattern text: regex source (`^\d+$`) or a `/…/flags` literal
 * (`/^\d+$/i`). Throws `PatternSyntaxError` naming the text and the reason when the source or
 * the flags are invalid (a repeated flag, for instance).
 */
export function parsePattern(text: string): RegExp {
  const parts = splitPattern(text);
  try {
    return new RegExp(parts.source, parts.flags);
  } catch (error) {
    throw new PatternSyntaxError(text, reasonOf(error, parts), { cause: error });
  }
}

/** Whether a pattern text parses (`parsePattern` would not throw). */
export function isValidPattern(text: string): boolean {
  try {
    parsePattern(text);
    return true;
  } catch {
    return false;
  }
}

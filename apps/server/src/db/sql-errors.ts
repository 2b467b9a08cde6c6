/** The PostgreSQL error code of a failed query, looking through Drizzle's wrapper. */
export function sqlErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint refused the change. */
export const isUniqueViolation = (error: unknown): boolean => sqlErrorCode(error) === '23505';

/** A foreign key refused the change (a missing parent, or a row still referenced). */
export const isForeignKeyViolation = (error: unknown): boolean => sqlErrorCode(error) === '23503';

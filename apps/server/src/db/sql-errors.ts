/** A PostgreSQL error as the drivers report it: its SQLSTATE code and its message. */
interface DatabaseError {
  code: string;
  message: string;
}

/** The database error inside a failed query, looking through Drizzle's wrapper. */
function databaseError(error: unknown): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: typeof message === 'string' ? message : '' };
    }
    current = cause;
  }
  return undefined;
}

/** The PostgreSQL error code of a failed query. */
export function sqlErrorCode(error: unknown): string | undefined {
  return databaseError(error)?.code;
}

/** The database's own message of a failed query (else the error's message). */
export function sqlErrorMessage(error: unknown): string {
  const found = databaseError(error);
  if (found) return found.message;
  return error instanceof Error ? error.message : String(error);
}

/** A unique constraint refused the change. */
export const isUniqueViolation = (error: unknown): boolean => sqlErrorCode(error) === '23505';

/** A foreign key refused the change (a missing parent, or a row still referenced). */
export const isForeignKeyViolation = (error: unknown): boolean => sqlErrorCode(error) === '23503';

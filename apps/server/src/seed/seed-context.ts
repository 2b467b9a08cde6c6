import type { PasswordHasher } from '../auth/password';
import type { Tx } from '../db/types';

/** What every seed step gets: the transaction, the time of seeding and the password hasher. */
export interface SeedContext {
  tx: Tx;
  now: Date;
  passwords: PasswordHasher;
}

/** Audit columns of seeded rows (created by the system: no user). */
export function seeded(now: Date) {
  return { createdBy: null, createdAt: now, updatedBy: null, updatedAt: now };
}

/** The id of the row a lookup returns; seeding fails loudly when a row it needs is missing. */
export function idOf(rows: { id: number }[], what: string): number {
  const row = rows[0];
  if (!row) throw new Error(`Seed: ${what} is missing.`);
  return row.id;
}

/** The passwords of the seeded users (printed in the README; change them after signing in). */
export const SEED_PASSWORDS = Object.freeze({
  admin: 'Admin@123',
  editor: 'Editor@123',
});

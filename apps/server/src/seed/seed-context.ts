import type { PasswordHasher } from '../auth/password';
import type { Tx } from '../db/types';
import type { Language } from '../i18n/language';

/** A seeded text in the platform's two languages: [zh-CN, en-US]. */
export type Words = readonly [zh: string, en: string];

/**
 * What every seed step gets: the transaction, the time of seeding, the password hasher and the
 * platform's language, with `say` to pick a text in it.
 */
export interface SeedContext {
  tx: Tx;
  now: Date;
  passwords: PasswordHasher;
  language: Language;
  say: (words: Words) => string;
}

/** `say` for a language: the first of the words in Chinese, the second in English. */
export const sayIn =
  (language: Language) =>
  ([zh, en]: Words): string =>
    language === 'en-US' ? en : zh;

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

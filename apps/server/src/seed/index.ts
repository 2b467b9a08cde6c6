import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password';
import type { Clock } from '../clock';
import { sysMeta, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { seedCategories, seedDicts, seedParams } from './base-data';
import { seedCalendar, seedIntegration } from './integration';
import { seedPeople } from './people';
import { seedResources, seedRoles } from './rbac';
import { seedSampleApp } from './sample-app';
import { sayIn } from './seed-context';

/** Version of the seed data; a database marked with it (in `sys_meta`) is not seeded again. */
export const SEED_VERSION = 1;
const SEED_KEY = 'seed.version';

export interface SeedOptions {
  passwords: PasswordHasher;
  clock: Clock;
  /** The language of the seeded names, remarks and sample forms (zh-CN unless given). */
  language?: Language;
}

/**
 * Fills a freshly migrated database with the platform's starting data, once: users admin and
 * editor, organisations, positions, roles with the resource tree of every management screen,
 * dictionaries, parameters and the sample application (with its leave request published and
 * its approval flow), named in the platform's language. All in
 * one transaction; every insert also tolerates rows that already exist.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ seeded: boolean }> {
  const [marker] = await db.select().from(sysMeta).where(eq(sysMeta.key, SEED_KEY));
  if (marker && Number(marker.value) >= SEED_VERSION) return { seeded: false };
  const now = options.clock.now();
  await db.transaction(async (tx) => {
    const language = options.language ?? DEFAULT_LANGUAGE;
    const ctx = { tx, now, passwords: options.passwords, language, say: sayIn(language) };
    await seedParams(ctx);
    await seedDicts(ctx);
    await seedCategories(ctx);
    await seedResources(ctx);
    const roleIds = await seedRoles(ctx);
    await seedPeople(ctx, roleIds);
    await seedCalendar(ctx);
    await seedIntegration(ctx);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
    await seedSampleApp(ctx, admin?.id ?? null);
    await tx
      .insert(sysMeta)
      .values({ key: SEED_KEY, value: String(SEED_VERSION), updatedAt: now })
      .onConflictDoUpdate({
        target: sysMeta.key,
        set: { value: String(SEED_VERSION), updatedAt: now },
      });
  });
  return { seeded: true };
}

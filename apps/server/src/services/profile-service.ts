import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { TOPICS, type InvalidationBus } from '../cache/invalidation-bus';
import { TtlCache } from '../cache/ttl-cache';
import { orgs, userOrgs, users } from '../db/schema/index';
import type { Db, Queryable } from '../db/types';
import { notFound } from '../http/api-error';
import { text } from '../i18n/text';

/** What the user info shows about a user besides roles and resources. */
export interface Profile {
  account: string;
  username: string;
  personImage: string | null;
  /** Names of the user's organisations, the main one first. */
  orgNames: string[];
}

/**
 * The live organisations of a user: the main one (`mainOrgId`) first, then the further ones by
 * sort number.
 */
export async function orgsOfUser(
  db: Queryable,
  userId: number,
  mainOrgId: number | null,
): Promise<{ id: number; orgName: string }[]> {
  const rows = await db
    .select({ id: orgs.id, orgName: orgs.orgName })
    .from(orgs)
    .where(
      and(
        isNull(orgs.deletedAt),
        or(
          mainOrgId === null ? undefined : eq(orgs.id, mainOrgId),
          inArray(
            orgs.id,
            db.select({ id: userOrgs.orgId }).from(userOrgs).where(eq(userOrgs.userId, userId)),
          ),
        ),
      ),
    )
    .orderBy(asc(orgs.sort), asc(orgs.id));
  return rows.sort((a, b) => Number(b.id === mainOrgId) - Number(a.id === mainOrgId));
}

/**
 * Names, avatar and organisations of users, cached per user and dropped on every instance
 * when users or organisations change (database triggers announce it).
 */
export class ProfileService {
  private readonly cache: TtlCache<Profile>;

  constructor(
    private readonly db: Db,
    bus: InvalidationBus,
  ) {
    this.cache = new TtlCache({ bus, ttlMs: 60_000, maxEntries: 10_000 });
    bus.on(TOPICS.users, () => this.cache.clear());
  }

  async of(userId: number): Promise<Profile> {
    const key = String(userId);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const generation = this.cache.generation;
    const profile = await this.load(userId);
    this.cache.set(key, profile, generation);
    return profile;
  }

  private async load(userId: number): Promise<Profile> {
    const [user] = await this.db
      .select({
        account: users.account,
        username: users.username,
        personImage: users.personImage,
        mainOrgId: users.mainOrgId,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound(text('user.noun'), userId);
    const rows = await orgsOfUser(this.db, userId, user.mainOrgId);
    return {
      account: user.account,
      username: user.username,
      personImage: user.personImage,
      orgNames: rows.map((row) => row.orgName),
    };
  }
}

import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { TOPICS, type InvalidationBus } from '../cache/invalidation-bus';
import { TtlCache } from '../cache/ttl-cache';
import { orgs, userOrgs, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { notFound } from '../http/api-error';

/** What the user info shows about a user besides roles and resources. */
export interface Profile {
  account: string;
  username: string;
  personImage: string | null;
  /** Names of the user's organisations, the main one first. */
  orgNames: string[];
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
    if (!user) throw notFound(`User ${userId}`);
    const rows = await this.db
      .select({ id: orgs.id, orgName: orgs.orgName })
      .from(orgs)
      .where(
        and(
          isNull(orgs.deletedAt),
          or(
            user.mainOrgId === null ? undefined : eq(orgs.id, user.mainOrgId),
            inArray(
              orgs.id,
              this.db
                .select({ id: userOrgs.orgId })
                .from(userOrgs)
                .where(eq(userOrgs.userId, userId)),
            ),
          ),
        ),
      )
      .orderBy(asc(orgs.sort), asc(orgs.id));
    rows.sort((a, b) => Number(b.id === user.mainOrgId) - Number(a.id === user.mainOrgId));
    return {
      account: user.account,
      username: user.username,
      personImage: user.personImage,
      orgNames: rows.map((row) => row.orgName),
    };
  }
}

import { API, type GitlabSyncResult, type GitlabTestResult } from '@org/api-contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { gitlabUsers } from '../db/schema/index';
import { conflict } from '../http/api-error';
import { addRoute } from '../http/route';
import { languageOf } from '../i18n/language';
import { type Text, joined, render, text } from '../i18n/text';
import { updated } from '../lib/audit';
import {
  type GitlabAccountInput,
  type GitlabClient,
  type GitlabClientFactory,
  GitlabError,
  createGitlabClient,
} from '../services/gitlab-client';
import {
  gitlabConnection,
  gitlabSettings,
  saveGitlabConnection,
} from '../services/gitlab-settings';
import { SecretFormatError, secretBoxOf } from '../services/secret-box';
import { type GitlabRow, liveMapping, liveMappings } from './gitlab-routes';

/** Why a GitLab step failed. */
function failure(error: unknown): Text {
  if (error instanceof GitlabError) return error.text;
  if (error instanceof SecretFormatError) return text('gitlab.tokenUnreadable');
  return text('gitlab.failed', { reason: error instanceof Error ? error.message : String(error) });
}

function inputOf(row: GitlabRow): GitlabAccountInput {
  return {
    username: row.gitlabUsername,
    name: row.gitlabName === '' ? row.gitlabUsername : row.gitlabName,
    email: row.gitlabEmail,
    admin: row.isAdmin,
    projects_limit: row.projectsLimit,
    can_create_group: row.canCreateGroup,
    external: row.isExternal,
  };
}

/** Creates or updates one mapping's user on GitLab, with its blocked state; answers its id. */
async function pushUser(client: GitlabClient, row: GitlabRow): Promise<number> {
  const input = inputOf(row);
  const existing = await client.findUser(row.gitlabUsername);
  if (!existing && row.gitlabEmail === '') {
    throw new GitlabError(text('gitlab.emailNeeded'));
  }
  const account = existing
    ? await client.updateUser(existing.id, input)
    : await client.createUser(input);
  const blocked = row.state === 'blocked';
  if (blocked !== (account.state === 'blocked')) await client.setBlocked(account.id, blocked);
  return account.id;
}

/**
 * The calls that reach GitLab (`/ibsp-bg-auth/sysGitlabUser/v1/*`): block, sync, the
 * connection settings and the connection test. `gitlab` makes the clients (tests may pass
 * their own; the suite points the real one at a fake GitLab on this machine).
 */
export function registerGitlabSyncRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  gitlab: GitlabClientFactory = createGitlabClient,
): void {
  const { db } = ctx;
  const G = API.gitlab;
  const client = async () => gitlab(await gitlabSettings(ctx));

  addRoute(app, G.block, async (request) => {
    const { ids, blocked } = request.body;
    const rows = await liveMappings(db, ids);
    const synced = rows.filter((row) => row.gitlabUserId !== null);
    const api = synced.length > 0 ? await client() : undefined;
    const done: number[] = rows.filter((row) => row.gitlabUserId === null).map((row) => row.id);
    const refused: Text[] = [];
    for (const row of synced) {
      try {
        await api?.setBlocked(row.gitlabUserId ?? 0, blocked);
        done.push(row.id);
      } catch (error) {
        refused.push(
          text('gitlab.refusal', { username: row.gitlabUsername, reason: failure(error) }),
        );
      }
    }
    if (done.length > 0) {
      await db
        .update(gitlabUsers)
        .set({
          state: blocked ? 'blocked' : 'active',
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(inArray(gitlabUsers.id, done));
    }
    if (refused.length > 0) {
      throw conflict(text('gitlab.blockRefused', { refusals: joined(refused, 'list.semicolon') }));
    }
    return { affected: done.length };
  });

  addRoute(app, G.sync, async (request): Promise<GitlabSyncResult> => {
    const rows = await liveMappings(db, request.body.ids);
    const api = await client();
    const actor = sessionOf(request).userId;
    const language = languageOf(request.headers['accept-language']);
    const result: GitlabSyncResult = { synced: 0, failed: [] };
    for (const row of rows) {
      const now = ctx.clock.now();
      try {
        const gitlabUserId = await pushUser(api, row);
        await db
          .update(gitlabUsers)
          .set({ gitlabUserId, syncStatus: 'SYNCED', lastSyncAt: now, ...updated(actor, now) })
          .where(eq(gitlabUsers.id, row.id));
        result.synced++;
      } catch (error) {
        await db
          .update(gitlabUsers)
          .set({ syncStatus: 'FAILED', lastSyncAt: now, ...updated(actor, now) })
          .where(eq(gitlabUsers.id, row.id));
        result.failed.push({
          id: row.id,
          gitlabUsername: row.gitlabUsername,
          message: render(failure(error), language),
        });
      }
    }
    return result;
  });

  addRoute(app, G.connection, async () => gitlabConnection(ctx));

  addRoute(app, G.setConnection, async (request) =>
    saveGitlabConnection(ctx, request.body.url, request.body.token),
  );

  addRoute(app, G.testConnection, async (request): Promise<GitlabTestResult> => {
    const id = request.body.id ?? null;
    const mapping = id === null ? undefined : await liveMapping(db, id);
    const encrypted = mapping?.accessTokenEncrypted ?? '';
    if (mapping && encrypted === '') {
      throw conflict(text('gitlab.noToken', { id: mapping.id }));
    }
    const api = await client();
    const language = languageOf(request.headers['accept-language']);
    let version = '';
    try {
      if (!mapping) {
        version = await api.version();
        const admin = await api.currentUser();
        const message = render(text('gitlab.connected'), language);
        return { ok: true, version, username: admin.username, message };
      }
      const token = (await secretBoxOf(ctx)).decrypt(encrypted);
      const owner = await api.currentUser(token);
      const ok = owner.username === mapping.gitlabUsername;
      const message = ok
        ? text('gitlab.tokenOwned')
        : text('gitlab.tokenOther', { owner: owner.username, username: mapping.gitlabUsername });
      return { ok, version, username: owner.username, message: render(message, language) };
    } catch (error) {
      return { ok: false, version, username: '', message: render(failure(error), language) };
    }
  });
}

import type { GitlabConnection } from '@org/api-contract';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysMeta } from '../db/schema/index';
import { conflict } from '../http/api-error';
import { text } from '../i18n/text';
import { checkOutboundHost } from './connection-probe';
import type { GitlabSettings } from './gitlab-client';
import { hintOf, secretBoxOf } from './secret-box';

/** `sys_meta` keys of the GitLab connection. The token is stored encrypted. */
const URL_KEY = 'gitlab.url';
const TOKEN_KEY = 'gitlab.token';

interface Stored {
  url: string;
  token: string;
}

async function stored(ctx: AppContext): Promise<Stored> {
  const rows = await ctx.db
    .select()
    .from(sysMeta)
    .where(inArray(sysMeta.key, [URL_KEY, TOKEN_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
  const encrypted = value(TOKEN_KEY);
  const token = encrypted === '' ? '' : (await secretBoxOf(ctx)).decrypt(encrypted);
  return { url: value(URL_KEY), token };
}

/** The connection as the API shows it (never the token). */
export async function gitlabConnection(ctx: AppContext): Promise<GitlabConnection> {
  const { url, token } = await stored(ctx);
  return { url, configured: url !== '', tokenHint: hintOf(token) };
}

/** The settings for a GitLab call; 40009 when GitLab is not configured or not allowed. */
export async function gitlabSettings(ctx: AppContext): Promise<GitlabSettings> {
  const settings = await stored(ctx);
  if (settings.url === '') {
    throw conflict(text('gitlab.notConfigured'));
  }
  await checkOutboundHost(ctx, new URL(settings.url).hostname);
  return settings;
}

/** Stores the URL and (unless `token` is undefined) the token; null removes the token. */
export async function saveGitlabConnection(
  ctx: AppContext,
  url: string,
  token: string | null | undefined,
): Promise<GitlabConnection> {
  const now = ctx.clock.now();
  const values = [{ key: URL_KEY, value: url.replace(/\/+$/, ''), updatedAt: now }];
  if (token !== undefined) {
    const value = token === null ? '' : (await secretBoxOf(ctx)).encrypt(token);
    values.push({ key: TOKEN_KEY, value, updatedAt: now });
  }
  await ctx.db
    .insert(sysMeta)
    .values(values)
    .onConflictDoUpdate({
      target: sysMeta.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
  return gitlabConnection(ctx);
}

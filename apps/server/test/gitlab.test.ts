import {
  API,
  type GitlabConnection,
  type GitlabSyncResult,
  type GitlabTestResult,
  type GitlabUser,
  type Page,
  routeUrl,
} from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitlabUsers, sysMeta, users } from '../src/db/schema/index';
import { ADMIN_TOKEN, EDITOR_TOKEN, type FakeGitlab, startFakeGitlab } from './fake-gitlab';
import { managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectNothingLeaked,
  expectRefused,
  expectRowsUnchanged,
} from './reference-support';

const G = API.gitlab;
const url = routeUrl;

const t = managementSuite();
let fake: FakeGitlab;

beforeAll(async () => {
  fake = await startFakeGitlab();
});
afterAll(async () => {
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

const page = async (body: Record<string, unknown> = {}) =>
  (await t.server.call<Page<GitlabUser>>('POST', url(G.page), { token: t.admin, body })).body.data;
const mapping = async (gitlabUsername: string) => {
  const found = (await page({ gitlabUsername })).list.find(
    (m) => m.gitlabUsername === gitlabUsername,
  );
  if (!found) throw new Error(`no mapping ${gitlabUsername}`);
  return found;
};
const userId = async (account: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]?.id;
const testConnection = (body: Record<string, unknown>) =>
  t.server.call<GitlabTestResult>('POST', url(G.testConnection), { token: t.admin, body });

describe('the GitLab connection', () => {
  it('is refused until configured, then stores the token encrypted and tests it', async () => {
    const empty = await t.server.call<GitlabConnection>('GET', url(G.connection), {
      token: t.admin,
    });
    expect(empty.body.data).toEqual({ url: '', configured: false, tokenHint: '' });
    const early = await testConnection({});
    expect(early.body).toMatchObject({ code: 40009 });
    expect(early.body.message).toContain('GitLab is not configured');

    const set = await t.server.call<GitlabConnection>('PUT', url(G.setConnection), {
      token: t.admin,
      body: { url: `${fake.url}/`, token: 'glpat-wrong-token-000' },
    });
    expect(set.body.data).toEqual({ url: fake.url, configured: true, tokenHint: '-000' });
    const refused = await testConnection({});
    expect(refused.body.data).toMatchObject({
      ok: false,
      message: 'GitLab answered 401: 401 Unauthorized',
    });

    await t.server.call('PUT', url(G.setConnection), {
      token: t.admin,
      body: { url: fake.url, token: ADMIN_TOKEN },
    });
    const ok = await testConnection({});
    expect(ok.body.data).toEqual({
      ok: true,
      version: '17.5.0',
      username: 'root',
      message: 'connected',
    });
    const [stored] = await t.server.db
      .select()
      .from(sysMeta)
      .where(eq(sysMeta.key, 'gitlab.token'));
    expect(stored?.value).toMatch(/^v1\.db\./);
    expect(stored?.value).not.toContain(ADMIN_TOKEN);
    const shown = await t.server.call('GET', url(G.connection), { token: t.admin });
    expect(JSON.stringify(shown.body)).not.toContain(ADMIN_TOKEN);
    // Without a token field the stored token stays.
    await t.server.call('PUT', url(G.setConnection), { token: t.admin, body: { url: fake.url } });
    expect((await testConnection({})).body.data.ok).toBe(true);
  });

  it('calls GitLab only on a host of the outbound allow-list', async () => {
    await t.server.call('PUT', url(G.setConnection), {
      token: t.admin,
      body: { url: 'https://gitlab.example.com' },
    });
    const outside = await testConnection({});
    expect(outside.body).toMatchObject({ code: 40009 });
    expect(outside.body.message).toContain('integration.outbound.allowedHosts');
    await t.server.call('PUT', url(G.setConnection), { token: t.admin, body: { url: fake.url } });
    expect((await testConnection({})).body.data.ok).toBe(true);
  });
});

describe('GitLab user mappings', () => {
  it('creates mappings with encrypted access tokens, lists, searches and sorts them', async () => {
    const made = await t.server.call<GitlabUser>('POST', url(G.create), {
      token: t.admin,
      body: {
        gitlabUsername: 'lisi',
        gitlabName: ' Li Si ',
        gitlabEmail: 'lisi@example.com',
        projectsLimit: 20,
        canCreateGroup: true,
        accessToken: 'glpat-lisi-secret-1234',
      },
    });
    expect(made.body.data).toMatchObject({
      gitlabUsername: 'lisi',
      gitlabName: 'Li Si',
      userId: null,
      account: '',
      state: 'active',
      hasAccessToken: true,
      accessTokenHint: '1234',
      syncStatus: 'NEVER',
    });
    expectNothingLeaked(made.body);
    expect(JSON.stringify(made.body)).not.toContain('glpat-lisi-secret');
    const [row] = await t.server.db
      .select()
      .from(gitlabUsers)
      .where(eq(gitlabUsers.id, made.body.data.id));
    expect(row?.accessTokenEncrypted).toMatch(/^v1\.db\./);
    expect(row?.accessTokenEncrypted).not.toContain('glpat-lisi-secret');

    await t.server.call('POST', url(G.create), {
      token: t.admin,
      body: { gitlabUsername: 'noemail', gitlabName: 'No Email' },
    });
    expect(
      (await page({ sortBy: 'gitlabUsername', sortOrder: 'desc' })).list.map(
        (m) => m.gitlabUsername,
      ),
    ).toEqual(['noemail', 'lisi', 'editor']);
    expect((await page({ bound: true })).list.map((m) => m.gitlabUsername)).toEqual(['editor']);
    expect((await page({ gitlabEmail: 'lisi@' })).list.map((m) => m.gitlabUsername)).toEqual([
      'lisi',
    ]);
    const duplicate = await t.server.call('POST', url(G.create), {
      token: t.admin,
      body: { gitlabUsername: 'lisi' },
    });
    expect(duplicate.body.code).toBe(40009);

    const cleared = await t.server.call<GitlabUser>('PUT', url(G.update), {
      token: t.admin,
      body: { id: made.body.data.id, accessToken: null, remark: 'token revoked' },
    });
    expect(cleared.body.data).toMatchObject({ hasAccessToken: false, accessTokenHint: '' });
    const kept = await t.server.call<GitlabUser>('PUT', url(G.update), {
      token: t.admin,
      body: { id: made.body.data.id, accessToken: 'glpat-lisi-secret-5678' },
    });
    expect(kept.body.data).toMatchObject({ hasAccessToken: true, accessTokenHint: '5678' });
  });

  it('binds and unbinds platform users, one mapping per user', async () => {
    const lisi = await mapping('lisi');
    const bound = await t.server.call<GitlabUser>('PUT', url(G.bind), {
      token: t.admin,
      body: { id: lisi.id, userId: await userId('lisi') },
    });
    expect(bound.body.data).toMatchObject({ account: 'lisi', userId: await userId('lisi') });
    const taken = await t.server.call('PUT', url(G.bind), {
      token: t.admin,
      body: { id: (await mapping('noemail')).id, userId: await userId('lisi') },
    });
    expect(taken.body).toMatchObject({
      code: 40009,
      message: 'User "lisi" is bound to another GitLab user already.',
    });
    const nobody = await t.server.call('PUT', url(G.bind), {
      token: t.admin,
      body: { id: lisi.id, userId: 999999 },
    });
    expect(nobody.body).toMatchObject({ code: 40004, message: 'User 999999 was not found.' });
    const unbound = await t.server.call<GitlabUser>('PUT', url(G.unbind), {
      token: t.admin,
      body: { id: lisi.id },
    });
    expect(unbound.body.data).toMatchObject({ account: '', userId: null });
  });

  it('syncs users to GitLab (create, then update), reporting the ones that fail', async () => {
    const ids = [
      (await mapping('editor')).id,
      (await mapping('lisi')).id,
      (await mapping('noemail')).id,
    ];
    const first = await t.server.call<GitlabSyncResult>('POST', url(G.sync), {
      token: t.admin,
      body: { ids },
    });
    expect(first.body.data.synced).toBe(2);
    expect(first.body.data.failed).toEqual([
      {
        id: ids[2],
        gitlabUsername: 'noemail',
        message: 'an email is needed to create the user on GitLab',
      },
    ]);
    const onGitlab = [...fake.accounts.values()].find((a) => a.username === 'lisi');
    expect(onGitlab).toMatchObject({ name: 'Li Si', projects_limit: 20, can_create_group: true });
    const lisi = await mapping('lisi');
    expect(lisi).toMatchObject({ gitlabUserId: onGitlab?.id, syncStatus: 'SYNCED' });
    expect(lisi.lastSyncAt).toBe(t.server.clock.now().toISOString());
    expect((await mapping('noemail')).syncStatus).toBe('FAILED');

    await t.server.call('PUT', url(G.update), {
      token: t.admin,
      body: { id: lisi.id, gitlabName: 'Li Si (QA)' },
    });
    const size = fake.accounts.size;
    const again = await t.server.call<GitlabSyncResult>('POST', url(G.sync), {
      token: t.admin,
      body: { ids: [lisi.id] },
    });
    expect(again.body.data).toEqual({ synced: 1, failed: [] });
    expect(fake.accounts.size).toBe(size);
    expect(fake.accounts.get(onGitlab?.id ?? 0)?.name).toBe('Li Si (QA)');
  });

  it('blocks and unblocks on GitLab first; a refusal changes nothing of that user', async () => {
    const lisi = await mapping('lisi');
    const noemail = await mapping('noemail');
    const blocked = await t.server.call('PUT', url(G.block), {
      token: t.admin,
      body: { ids: [lisi.id, noemail.id], blocked: true },
    });
    expect(blocked.body.data).toEqual({ affected: 2 });
    expect(fake.accounts.get(lisi.gitlabUserId ?? 0)?.state).toBe('blocked');
    expect((await page({ state: 'blocked' })).list.map((m) => m.gitlabUsername).sort()).toEqual([
      'lisi',
      'noemail',
    ]);
    fake.refuseBlock.add(lisi.gitlabUserId ?? 0);
    const refused = await t.server.call('PUT', url(G.block), {
      token: t.admin,
      body: { ids: [lisi.id], blocked: false },
    });
    expect(refused.body).toMatchObject({ code: 40009 });
    expect(refused.body.message).toContain('lisi (GitLab answered 403: 403 Forbidden)');
    expect((await mapping('lisi')).state).toBe('blocked');
    fake.refuseBlock.clear();
    await t.server.call('PUT', url(G.block), {
      token: t.admin,
      body: { ids: [lisi.id], blocked: false },
    });
    expect(fake.accounts.get(lisi.gitlabUserId ?? 0)?.state).toBe('active');
    expect((await mapping('lisi')).state).toBe('active');
  });

  it("checks a mapping's own access token against its GitLab user", async () => {
    const lisi = await mapping('lisi');
    const mismatch = await testConnection({ id: lisi.id });
    expect(mismatch.body.data).toMatchObject({
      ok: false,
      message: 'GitLab answered 401: 401 Unauthorized',
    });
    const editorMapping = await mapping('editor');
    await t.server.call('PUT', url(G.update), {
      token: t.admin,
      body: { id: editorMapping.id, accessToken: EDITOR_TOKEN },
    });
    const ok = await testConnection({ id: editorMapping.id });
    expect(ok.body.data).toMatchObject({ ok: true, username: 'editor' });
    await t.server.call('PUT', url(G.update), {
      token: t.admin,
      body: { id: lisi.id, accessToken: EDITOR_TOKEN },
    });
    const wrongOwner = await testConnection({ id: lisi.id });
    expect(wrongOwner.body.data).toMatchObject({
      ok: false,
      message: 'the token belongs to "editor", not "lisi"',
    });
    const noToken = await testConnection({ id: (await mapping('noemail')).id });
    expect(noToken.body.code).toBe(40009);
    const removed = await t.server.call('DELETE', url(G.remove), {
      token: t.admin,
      body: { ids: [(await mapping('noemail')).id] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect(
      (await t.server.call('POST', url(G.sync), { token: t.admin, body: { ids: [999999] } })).body
        .code,
    ).toBe(40004);
  });

  it('stores nothing from bad input', async () => {
    await expectRowsUnchanged(t.server, gitlabUsers, async () => {
      await expectRefused(t.server, t.admin, [
        ['POST', url(G.create), {}, 40022, 'body.gitlabUsername: is required'],
        [
          'POST',
          url(G.create),
          { gitlabUsername: 'bad name' },
          40022,
          'body.gitlabUsername: has an invalid format',
        ],
        [
          'POST',
          url(G.create),
          { gitlabUsername: 'ok', gitlabEmail: 'not-an-email' },
          40022,
          'body.gitlabEmail',
        ],
        [
          'POST',
          url(G.create),
          { gitlabUsername: 'ok', accessToken: 'short' },
          40022,
          'body.accessToken',
        ],
        [
          'POST',
          url(G.create),
          { gitlabUsername: 'ok', projectsLimit: -1 },
          40022,
          'body.projectsLimit: must be at least 0',
        ],
        [
          'POST',
          url(G.create),
          { gitlabUsername: 'ok', userId: 999999 },
          40004,
          'User 999999 was not found.',
        ],
        ['PUT', url(G.bind), { id: 1 }, 40022, 'body.userId: is required'],
        ['PUT', url(G.block), { ids: [1], blocked: 'yes' }, 40022, 'body.blocked: must be boolean'],
        ['POST', url(G.sync), { ids: [] }, 40022, 'body.ids: must have at least 1'],
        [
          'PUT',
          url(G.setConnection),
          { url: 'ftp://gitlab' },
          40022,
          'body.url: has an invalid format',
        ],
        [
          'POST',
          url(G.create),
          { gitlabUsername: 'ok', remark: 'y'.repeat(1_100_000) },
          41300,
          'larger than 1048576 bytes',
        ],
      ]);
    });
  });

  it('refuses the editor, who lacks every code of the screen', async () => {
    await expectRowsUnchanged(t.server, gitlabUsers, async () => {
      await expectEditorRefused(t.server, t.editor, [
        ['POST', url(G.page), {}, 'system:gitlab'],
        ['POST', url(G.create), { gitlabUsername: 'x' }, 'system:gitlab:add'],
        ['PUT', url(G.bind), { id: 1, userId: 1 }, 'system:gitlab:bind'],
        ['POST', url(G.sync), { ids: [1] }, 'system:gitlab:sync'],
        ['PUT', url(G.block), { ids: [1], blocked: true }, 'system:gitlab:block'],
        ['PUT', url(G.setConnection), { url: 'http://x' }, 'system:gitlab:edit'],
        ['POST', url(G.testConnection), {}, 'system:gitlab:sync'],
      ]);
    });
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(G.page), [
      'gitlabUsername',
      'gitlabName',
      'gitlabEmail',
      'account',
    ]);
  });
});

import { API, AVATAR_MAX_BYTES, type MySession, routeUrl } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/token';
import { users } from '../src/db/schema/index';
import { managementSuite } from './harness';

const P = API.profile;
const INIT = 'Init@123456';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like ' +
  'Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 1)]);

const t = managementSuite();

/** Signs in over HTTP as a browser would, with its user agent. */
async function signInWith(account: string, password: string, userAgent: string) {
  const answer = await t.server.call<string>('POST', routeUrl(API.auth.login), {
    body: { account, password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

const signInCode = async (account: string, password: string) =>
  (await t.server.call('POST', routeUrl(API.auth.login), { body: { account, password } })).body
    .code;

const infoCode = async (token: string) => (await t.call(API.auth.userInfo, token)).body.code;

/** Uploads `data` through the platform's direct upload as `token`; answers the stored key. */
async function upload(token: string, name: string, data: Buffer, type: string, private_ = false) {
  const form = new FormData();
  if (private_) form.append('visibility', 'private');
  form.append('file', new Blob([data], { type }), name);
  const response = await fetch(`${t.server.url}${routeUrl(API.storage.directUpload)}`, {
    method: 'POST',
    headers: { 'x-token': token },
    body: form,
  });
  const answer = (await response.json()) as { code: number; data: { key: string } };
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  return answer.data.key;
}

const userRow = async (account: string) =>
  (await t.server.db.select().from(users).where(eq(users.account, account)))[0];

describe('the profile', () => {
  it('shows the caller their account, organisations, roles and last sign-in; never a hash', async () => {
    const answer = await t.call(P.get, t.editor);
    expect(answer.body.code).toBe(20000);
    const profile = answer.body.data;
    expect(profile).toMatchObject({
      account: 'editor',
      username: '普通编辑',
      email: 'editor@example.com',
      gender: '2',
      personImage: null,
      lastLoginIp: '127.0.0.1',
    });
    expect(profile.orgs[0]).toMatchObject({ orgName: '研发部', main: true });
    // the enabled roles, given directly or through a group, as the user info lists them
    expect(profile.roles).toEqual((await t.call(API.auth.userInfo, t.editor)).body.data.roleList);
    expect(profile.roles[0]).toEqual({ roleCode: 'editor', roleName: '编辑' });
    expect(profile.lastLoginAt).not.toBeNull();
    expect(JSON.stringify(profile)).not.toMatch(/scrypt|passwordHash/);
  });

  it('changes one’s own name, e-mail, mobile and gender, seen at once in the user info', async () => {
    const token = await t.server.signIn('zhangsan', INIT);
    const lisiBefore = await userRow('lisi');
    const answer = await t.call(P.update, token, {
      // fields naming another user are not part of the body and change nothing
      body: {
        id: lisiBefore?.id,
        account: 'lisi',
        username: '  张三丰 ',
        email: 'zsf@example.com',
        mobile: '+86 138 0000 0000',
        gender: '0',
      },
    });
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data).toMatchObject({
      account: 'zhangsan',
      username: '张三丰',
      email: 'zsf@example.com',
      mobile: '+86 138 0000 0000',
      gender: '0',
    });
    expect((await t.call(API.auth.userInfo, token)).body.data.name).toBe('张三丰');
    const lisiAfter = await userRow('lisi');
    expect(lisiAfter?.username).toBe(lisiBefore?.username);
    expect(lisiAfter?.updatedAt).toEqual(lisiBefore?.updatedAt);
    // a field left out keeps its value
    const partial = await t.call(P.update, token, { body: { gender: '1' } });
    expect(partial.body.data).toMatchObject({ username: '张三丰', gender: '1' });
  });

  it.each([
    [{ username: '' }, 'body.username'],
    [{ username: '    ' }, 'body.username'],
    [{ username: 'x'.repeat(101) }, 'body.username'],
    [{ email: 'not-an-address' }, 'body.email'],
    [{ mobile: 'call me' }, 'body.mobile'],
    [{ gender: '3' }, 'body.gender'],
    [{ gender: 1 }, 'body.gender'],
  ])('refuses %j naming %s, and changes nothing', async (body, field) => {
    const before = await userRow('editor');
    const answer = await t.call(P.update, t.editor, { body });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.message.startsWith(`${field}:`), answer.body.message).toBe(true);
    expect(await userRow('editor')).toEqual(before);
  });
});

describe('the avatar', () => {
  it('shows an image the caller uploaded, served at its address; null removes it', async () => {
    const key = await upload(t.editor, 'me.png', PNG, 'image/png');
    const answer = await t.call(P.avatar, t.editor, { body: { key } });
    expect(answer.body.code, answer.body.message).toBe(20000);
    const address = answer.body.data.personImage ?? '';
    expect(address).toBe(`/storage/file/${key.split('/').map(encodeURIComponent).join('/')}`);
    expect((await t.call(API.auth.userInfo, t.editor)).body.data.avatar).toBe(address);
    const served = await fetch(`${t.server.url}${address}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const removed = await t.call(P.avatar, t.editor, { body: { key: null } });
    expect(removed.body.data.personImage).toBeNull();
  });

  it.each([
    ['a file of another user', 'names no file you uploaded'],
    ['an unknown key', 'names no file you uploaded'],
    ['a private file', 'is a private file'],
    ['text named .png', 'is not a PNG, JPEG, GIF or WebP image'],
    ['a PNG declared as text', 'is not a PNG, JPEG, GIF or WebP image'],
    ['an image over 2 MiB', `is ${AVATAR_MAX_BYTES + 1} bytes`],
  ])('refuses %s, naming body.key', async (what, reason) => {
    const keys: Record<string, () => Promise<string>> = {
      'a file of another user': () => upload(t.admin, 'admin.png', PNG, 'image/png'),
      'an unknown key': async () => 'u/1/nothing-here.png',
      'a private file': () => upload(t.editor, 'secret.png', PNG, 'image/png', true),
      'text named .png': () =>
        upload(t.editor, 'fake.png', Buffer.from('<svg onload=alert(1)>'), 'image/png'),
      'a PNG declared as text': () => upload(t.editor, 'plain.png', PNG, 'text/html'),
      'an image over 2 MiB': () =>
        upload(
          t.editor,
          'big.png',
          Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]),
          'image/png',
        ),
    };
    const make = keys[what];
    if (!make) throw new Error(what);
    const answer = await t.call(P.avatar, t.editor, { body: { key: await make() } });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.message).toContain(`body.key: ${reason}`);
    expect((await userRow('editor'))?.personImage).toBeNull();
  });
});

describe('changing one’s own password', () => {
  it('needs the current one; ends the other sessions, keeps this one; only the new one signs in', async () => {
    const here = await signInWith('zhangsan', INIT, CHROME);
    const elsewhere = await signInWith('zhangsan', INIT, IPHONE);
    const wrong = await t.call(P.changePassword, here, {
      body: { oldPassword: 'Wrong#2026', newPassword: 'Fresh#20260' },
    });
    expect(wrong.body).toMatchObject({
      code: 40022,
      message: 'body.oldPassword: is not your current password',
    });
    const same = await t.call(P.changePassword, here, {
      body: { oldPassword: INIT, newPassword: INIT },
    });
    expect(same.body.message).toBe('body.newPassword: must differ from the current password');
    const short = await t.call(P.changePassword, here, {
      body: { oldPassword: INIT, newPassword: 'short' },
    });
    expect(short.body.code).toBe(40022);
    expect(short.body.message).toMatch(/^body\.newPassword:/);
    expect(await infoCode(elsewhere)).toBe(20000);

    const before = (await userRow('zhangsan'))?.pwdUpdatedAt ?? null;
    const others = (await t.call(P.sessions, here)).body.data.filter((row) => !row.current);
    expect(others.length).toBeGreaterThanOrEqual(1);
    const changed = await t.call(P.changePassword, here, {
      body: { oldPassword: INIT, newPassword: 'Fresh#20260' },
    });
    expect(changed.body).toMatchObject({ code: 20000, data: { sessionsEnded: others.length } });
    expect((await t.call(P.sessions, here)).body.data.map((row) => row.current)).toEqual([true]);
    expect(await infoCode(here)).toBe(20000);
    expect(await infoCode(elsewhere)).toBe(50008);
    expect(await signInCode('zhangsan', INIT)).toBe(60204);
    expect(await signInCode('zhangsan', 'Fresh#20260')).toBe(20000);
    expect((await userRow('zhangsan'))?.pwdUpdatedAt).not.toEqual(before);
  });

  it('counts wrong current passwords toward the lockout of the account', async () => {
    const token = await t.server.signIn('lisi', INIT);
    const attempt = () =>
      t.call(P.changePassword, token, {
        body: { oldPassword: 'Guess#0000', newPassword: 'N3w#pass' },
      });
    for (let failure = 1; failure < 5; failure++) expect((await attempt()).body.code).toBe(40022);
    const locking = await attempt();
    expect(locking.body.code).toBe(42300);
    expect(locking.body.message).toContain('wrong 5 times in a row');
    // locked: neither the right current password nor a sign-in goes through; the session stays
    const right = await t.call(P.changePassword, token, {
      body: { oldPassword: INIT, newPassword: 'N3w#pass' },
    });
    expect(right.body.code).toBe(42300);
    expect(await signInCode('lisi', INIT)).toBe(42300);
    expect(await infoCode(token)).toBe(20000);
    await t.call(API.user.unlock, t.admin, { body: { ids: [(await userRow('lisi'))?.id ?? 0] } });
    expect(await signInCode('lisi', INIT)).toBe(20000);
  });
});

describe('one’s own sessions', () => {
  it('lists the live ones with address, browser and times; the current one marked', async () => {
    const laptop = await signInWith('editor', 'Editor@123', CHROME);
    t.server.clock.advance(61_000);
    const phone = await signInWith('editor', 'Editor@123', IPHONE);
    t.server.clock.advance(61_000);
    // the call itself uses the laptop's session last: listed first
    const answer = await t.call(P.sessions, laptop);
    const list = answer.body.data as MySession[];
    const mine = list.filter((row) =>
      [hashToken(laptop), hashToken(phone)].includes(row.sessionId),
    );
    expect(mine.map((row) => [row.userAgent, row.current])).toEqual([
      [CHROME, true],
      [IPHONE, false],
    ]);
    expect(mine[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(Date.parse(mine[0]?.lastSeenAt ?? '')).toBeGreaterThan(
      Date.parse(mine[0]?.createdAt ?? ''),
    );
    // only the caller's: the admin's session is not among them
    expect(list.map((row) => row.sessionId)).not.toContain(hashToken(t.admin));
    expect(list.every((row) => Date.parse(row.expiresAt) > t.server.clock.now().getTime())).toBe(
      true,
    );
  });

  it('ends another session of one’s own, which then answers 50008', async () => {
    const laptop = await signInWith('editor', 'Editor@123', CHROME);
    const phone = await signInWith('editor', 'Editor@123', IPHONE);
    const ended = await t.call(P.endSessions, laptop, {
      body: { sessionIds: [hashToken(phone)] },
    });
    expect(ended.body).toMatchObject({ code: 20000, data: { affected: 1 } });
    expect(await infoCode(phone)).toBe(50008);
    expect(await infoCode(laptop)).toBe(20000);
    const list = (await t.call(P.sessions, laptop)).body.data;
    expect(list.map((row) => row.sessionId)).not.toContain(hashToken(phone));
    // already ended: not a live session any more
    const again = await t.call(P.endSessions, laptop, { body: { sessionIds: [hashToken(phone)] } });
    expect(again.body.code).toBe(40004);
  });

  it('never ends or reveals another user’s session, nor the one in use', async () => {
    const own = await signInWith('editor', 'Editor@123', CHROME);
    const other = await t.call(P.endSessions, own, {
      body: { sessionIds: [hashToken(t.admin)] },
    });
    expect(other.body).toMatchObject({ code: 40004 });
    expect(other.body.message).toBe(
      `Session ${hashToken(t.admin).slice(0, 12)} is not a live session of yours.`,
    );
    expect(await infoCode(t.admin)).toBe(20000);
    // mixed with one of one's own: nothing ends
    const phone = await signInWith('editor', 'Editor@123', IPHONE);
    const mixed = await t.call(P.endSessions, own, {
      body: { sessionIds: [hashToken(phone), hashToken(t.admin)] },
    });
    expect(mixed.body.code).toBe(40004);
    expect(await infoCode(phone)).toBe(20000);
    expect(await infoCode(t.admin)).toBe(20000);

    const current = await t.call(P.endSessions, own, { body: { sessionIds: [hashToken(own)] } });
    expect(current.body).toMatchObject({
      code: 40009,
      message: 'You cannot end the session you are using here; sign out instead.',
    });
    expect(await infoCode(own)).toBe(20000);
  });

  it.each([
    [{ sessionIds: [] }, 'body.sessionIds'],
    [{ sessionIds: ['not-a-session'] }, 'body.sessionIds[0]'],
    [{ sessionIds: ['A'.repeat(64)] }, 'body.sessionIds[0]'],
    [{ sessionIds: 'x' }, 'body.sessionIds'],
    [{}, 'body.sessionIds'],
  ])('refuses %j naming %s', async (body, field) => {
    const answer = await t.call(P.endSessions, t.editor, { body });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.message.startsWith(field), answer.body.message).toBe(true);
  });
});

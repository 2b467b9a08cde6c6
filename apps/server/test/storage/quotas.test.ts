/**
 * Block uploads within limits: `mkblk`/`bput` refuse bytes beyond the token's size limit,
 * each user's unfinished blocks and stored bytes are bounded by quotas (checked atomically),
 * and the blocks of a refused `mkfile` are removed at once.
 */
import { count, eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageBlocks, users } from '../../src/db/schema/index';
import { type TestServer, createTestServer } from '../harness';
import {
  BLOCK,
  MiB,
  b64,
  bytes,
  formUpload,
  post,
  sendBlocks,
  storageOf,
  tokenFor,
} from './helpers';

async function issued(server: TestServer, session: string, query: Record<string, string> = {}) {
  const answer = await server.call<{ uptoken: string }>('GET', '/ibsp-bg-auth/storage/v1/uptoken', {
    token: session,
    query,
  });
  if (answer.body.code !== 20000) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.uptoken;
}

async function blockDirs(server: TestServer): Promise<string[]> {
  return readdir(join(storageOf(server).dir, 'blocks')).catch(() => []);
}

async function reserved(server: TestServer): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(storageBlocks);
  return Number(row?.n ?? 0);
}

describe('with STORAGE_MAX_FILE_SIZE=1048576', () => {
  let server: TestServer;
  let editor: string;
  beforeAll(async () => {
    server = await createTestServer({ storage: { maxFileSize: MiB } });
    editor = await server.signIn('editor');
  });
  afterAll(() => server.close());

  it('refuses 4 MiB blocks at mkblk (413) and keeps nothing of them', async () => {
    const token = await issued(server, editor);
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(server, `/mkblk/${BLOCK}`, token, bytes(BLOCK));
      expect(answer).toMatchObject({
        status: 413,
        json: {
          error: `the block of ${BLOCK} bytes is larger than the ${MiB} bytes a file may have under this token`,
        },
      });
    }
    expect(await blockDirs(server)).toEqual([]);
    expect(await reserved(server)).toBe(0);
  });

  it('takes a block within the limit, and refuses bput under a token with a smaller limit', async () => {
    const token = await issued(server, editor);
    const first = await post(server, `/mkblk/${MiB}`, token, bytes(MiB / 2));
    expect(first.status).toBe(200);
    const smaller = tokenFor(server, { fsizeLimit: MiB / 2 });
    const next = await post(
      server,
      `/bput/${String(first.json.ctx)}/${MiB / 2}`,
      smaller,
      bytes(10),
    );
    expect(next.status).toBe(413);
    const ok = await post(
      server,
      `/bput/${String(first.json.ctx)}/${MiB / 2}`,
      token,
      bytes(MiB / 2),
    );
    expect(ok).toMatchObject({ status: 200, json: { offset: MiB } });
  });
});

describe('quotas and refused files', () => {
  let server: TestServer;
  let editor: string;
  let zhangsan: string;
  let editorId: number;
  beforeAll(async () => {
    server = await createTestServer({
      storage: {
        maxFileSize: 20 * MiB,
        userQuota: 20 * MiB,
        userPendingQuota: 2 * BLOCK,
      },
    });
    editor = await server.signIn('editor');
    zhangsan = await server.signIn('zhangsan', 'Init@123456');
    const [row] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, 'editor'));
    editorId = row?.id ?? 0;
  });
  afterAll(() => server.close());

  it('bound the unfinished blocks of one user, however many arrive at once', async () => {
    const token = await issued(server, editor);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(server, `/mkblk/${BLOCK}`, token, bytes(BLOCK))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(String(answer.json.error)).toMatch(
        /^quota exceeded: unfinished blocks would hold 12\.0 MiB, more than the 8\.0 MiB allowed per user/,
      );
    }
    // Another user has a quota of their own.
    const other = await post(server, `/mkblk/${BLOCK}`, await issued(server, zhangsan), bytes(10));
    expect(other.status).toBe(200);
    // Joining the two blocks into a file frees the quota of unfinished blocks.
    const contexts: string[] = [];
    for (const answer of answers.filter((one) => one.status === 200))
      contexts.push(String(answer.json.ctx));
    const joined = await post(
      server,
      `/mkfile/${2 * BLOCK}/key/${b64('joined.bin')}`,
      token,
      contexts.join(','),
    );
    expect(joined.status).toBe(200);
    expect(String(joined.json.key).startsWith(`u/${editorId}/`)).toBe(true);
    expect((await post(server, `/mkblk/${BLOCK}`, token, bytes(BLOCK))).status).toBe(200);
  });

  it("refuses blocks made with another user's token", async () => {
    const [ctx] = await sendBlocks(server, await issued(server, zhangsan), bytes(50));
    const answer = await post(server, '/mkfile/50', await issued(server, editor), String(ctx));
    expect(answer).toMatchObject({
      status: 403,
      json: { error: "the blocks were uploaded with another user's token" },
    });
  });

  it('bound the bytes one user stores, counting an overwrite by its difference', async () => {
    // zhangsan holds two unfinished blocks (4 MiB and 50 bytes) from the tests before.
    const mine = await issued(server, zhangsan, { key: 'big.bin' });
    const big = await formUpload(server, { token: mine }, bytes(10 * MiB));
    expect(big.status).toBe(200);
    const token = await issued(server, zhangsan);
    const over = await formUpload(server, { token }, bytes(10.5 * MiB));
    expect(over.status).toBe(403);
    expect(over.json.error).toBe(
      'quota exceeded: stored files would hold 20.5 MiB, more than the 20.0 MiB allowed per user',
    );
    // Replacing the 10 MiB file with 19 MiB brings the total to 19 MiB, not 29 MiB.
    const replaced = await formUpload(server, { token: mine }, bytes(19 * MiB));
    expect(replaced.status).toBe(200);
    const blocked = await post(server, `/mkblk/${MiB}`, token, bytes(MiB));
    expect(blocked).toMatchObject({
      status: 403,
      json: {
        error:
          'quota exceeded: stored files (19.0 MiB) and unfinished blocks (5242930 bytes) would ' +
          'pass the 20.0 MiB allowed per user',
      },
    });
    const pending = await post(server, `/mkblk/${BLOCK}`, token, bytes(BLOCK));
    expect(pending.json.error).toBe(
      'quota exceeded: unfinished blocks would hold 8388658 bytes, more than the 8.0 MiB ' +
        'allowed per user; finish or abandon other uploads',
    );
    // Tokens the server makes for itself (no owner) are not charged to anyone.
    const own = await formUpload(server, { token: tokenFor(server) }, bytes(11 * MiB));
    expect(own.status).toBe(200);
  });

  it('removes the blocks of a refused mkfile at once, but keeps them when only the token is refused', async () => {
    const limited = tokenFor(server, { fsizeLimit: 6 * MiB });
    const before = await blockDirs(server);
    const contexts = await sendBlocks(server, limited, bytes(BLOCK + 100));
    expect((await blockDirs(server)).length).toBe(before.length + 2);
    const tooBig = await post(
      server,
      `/mkfile/${BLOCK + 100}`,
      tokenFor(server, { fsizeLimit: MiB }),
      contexts.join(','),
    );
    expect(tooBig).toMatchObject({
      status: 413,
      json: { error: 'file is too large (fsizeLimit)' },
    });
    expect(await blockDirs(server)).toEqual(before);

    const taken = tokenFor(server);
    await formUpload(server, { token: taken, key: 'taken.bin' }, bytes(10));
    const again = await sendBlocks(server, taken, bytes(100));
    const exists = await post(
      server,
      `/mkfile/100/key/${b64('taken.bin')}`,
      taken,
      again.join(','),
    );
    expect(exists.status).toBe(614);
    expect(await blockDirs(server)).toEqual(before);

    const expiring = tokenFor(server, {
      deadline: Math.floor(server.clock.now().getTime() / 1000) + 60,
    });
    const kept = await sendBlocks(server, expiring, bytes(100));
    server.clock.advance(120_000);
    const late = await post(server, '/mkfile/100', expiring, kept.join(','));
    expect(late.status).toBe(401);
    const retried = await post(server, '/mkfile/100', tokenFor(server), kept.join(','));
    expect(retried.status).toBe(200);
  });
});

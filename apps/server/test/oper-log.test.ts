/**
 * 操作日志: every change made through the API recorded once answered (who, module and action,
 * method and path, targets, result code and message, duration, address, time), never a read,
 * never a secret; a failure to record neither slows nor breaks the request. The log is
 * searched, sorted and paged within the caller's data scope, deleted and cleared under its
 * codes, and purged after `sys.log.keepDays` days.
 */
import { API, type OperLog, PARAM_KEYS, PERMISSIONS, type Page, routeUrl } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operLogs } from '../src/db/schema/index';
import { purgeOldLogs } from '../src/services/housekeeping';
import { OperLogWriter, operationType, targetIdsOf } from '../src/services/oper-log';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const logLines: string[] = [];
const t = managementSuite({ logStream: { write: (line) => logLines.push(line) } });
const AUDITOR_PASSWORD = 'Auditor-2026';

async function page(token: string, body: Record<string, unknown> = {}): Promise<Page<OperLog>> {
  const answer = await t.call(API.operLog.page, token, { body: { pageSize: 100, ...body } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

/** The newest entry of the log (as the administrator sees it). */
async function latest(body: Record<string, unknown> = {}): Promise<OperLog> {
  const [entry] = (await page(t.admin, { pageSize: 1, ...body })).list;
  if (!entry) throw new Error('The operation log is empty.');
  return entry;
}

let positionId = 0;

beforeAll(async () => {
  const created = await t.call(API.position.create, t.admin, {
    body: { positionCode: 'AUDITOR', positionName: '审计员', remark: 'checks the books' },
  });
  expect(created.body.code).toBe(20000);
  positionId = created.body.data.id;
});

describe('recording operations', () => {
  it('records a change with who, what, where, the target, the outcome and the time', async () => {
    const entry = await latest();
    expect(entry).toMatchObject({
      account: 'admin',
      username: '系统管理员',
      module: 'position',
      action: API.position.create.summary,
      operType: 'CREATE',
      method: 'POST',
      url: routeUrl(API.position.create),
      targetIds: String(positionId),
      resultCode: 20000,
      resultMessage: 'success',
      success: true,
      ip: '127.0.0.1',
    });
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(entry.params)).toMatchObject({
      positionCode: 'AUDITOR',
      remark: 'checks the books',
    });
    expect(Date.parse(entry.operatedAt)).toBe(t.server.clock.now().getTime());
  });

  it('records failures with the code and message the caller got', async () => {
    const duplicate = await t.call(API.position.create, t.admin, {
      body: { positionCode: 'AUDITOR', positionName: '重复' },
    });
    expect(duplicate.body.code).toBe(40009);
    expect(await latest()).toMatchObject({
      success: false,
      resultCode: 40009,
      resultMessage: duplicate.body.message,
      operType: 'CREATE',
    });

    const refused = await t.call(API.position.remove, t.editor, { body: { ids: [positionId] } });
    expect(refused.body.code).toBe(40003);
    expect(await latest()).toMatchObject({
      account: 'editor',
      success: false,
      resultCode: 40003,
      resultMessage: refused.body.message,
      operType: 'DELETE',
      targetIds: String(positionId),
    });

    const invalid = await t.call(API.position.update, t.admin, {
      body: { id: positionId, sort: 'x' },
    });
    expect(invalid.body.code).toBe(40022);
    expect(await latest()).toMatchObject({
      resultCode: 40022,
      resultMessage: invalid.body.message,
    });
  });

  it('names the records a call acts on: ids, the created one, or the owner of a grant', async () => {
    const role = await t.id.role('common');
    const resourceIds = [await t.id.resource(PERMISSIONS.myDept.view)];
    await t.call(API.role.grant, t.admin, { body: { roleId: role, resourceIds } });
    expect(await latest()).toMatchObject({
      operType: 'GRANT',
      targetIds: String(role),
      module: 'role',
    });
    await t.call(API.position.update, t.admin, { body: { id: positionId, status: 0 } });
    expect(await latest()).toMatchObject({
      operType: 'UPDATE',
      targetIds: String(positionId),
      method: 'PUT',
    });
    expect(targetIdsOf({ ids: [3, 1, 3] }, {}, undefined)).toBe('3,1');
    expect(targetIdsOf({}, { id: 7, status: 1 }, undefined)).toBe('7');
    expect(targetIdsOf({ account: 'x' }, {}, 12)).toBe('12');
    expect(targetIdsOf({ groupId: 4, userIds: [1, 2] }, {}, undefined)).toBe('4');
    expect(targetIdsOf('text', null, undefined)).toBe('');
  });

  it('tells the kinds of change apart by the route', () => {
    expect(operationType(API.user.create)).toBe('CREATE');
    expect(operationType(API.user.update)).toBe('UPDATE');
    expect(operationType(API.user.remove)).toBe('DELETE');
    expect(operationType(API.user.setStatus)).toBe('STATUS');
    expect(operationType(API.role.grant)).toBe('GRANT');
    expect(operationType(API.userGroup.addMembers)).toBe('GRANT');
    expect(operationType(API.operLog.clean)).toBe('CLEAN');
    expect(operationType(API.gateway.reload)).toBe('OTHER');
  });

  it('leaves out reads and sign-ins', async () => {
    const before = (await latest()).id;
    await t.call(API.position.page, t.admin, { body: {} });
    await t.call(API.position.get, t.admin, { query: { id: positionId } });
    await t.call(API.dict.byCode, t.admin, { body: { dictCodes: ['gender'] } });
    await t.server.signIn('admin');
    await t.call(API.operLog.page, t.admin, { body: {} });
    expect((await latest()).id).toBe(before);
  });

  it('never keeps a password, token or secret', async () => {
    const secrets = ['Sup3r-Secret-Pass!', 'glpat-very-secret-token', 'Another-Init-Pass#1'];
    const user = await t.call(API.user.create, t.admin, {
      body: { account: 'audited', username: 'Audited', password: secrets[0] },
    });
    expect(user.body.code).toBe(20000);
    await t.call(API.user.resetPassword, t.admin, {
      body: { id: user.body.data.id, password: secrets[0] },
    });
    await t.call(API.gitlab.setConnection, t.admin, {
      body: { url: 'https://gitlab.example.com', token: secrets[1] },
    });
    await t.call(API.system.setParams, t.admin, {
      body: { [PARAM_KEYS.initPassword]: secrets[2] },
    });
    await t.server.call('POST', `${routeUrl(API.auth.logout)}?token=${secrets[1]}`, {
      token: await t.server.signIn('audited', secrets[0]),
    });
    const entries = (await page(t.admin, { pageSize: 5 })).list;
    expect(entries.map((entry) => entry.action)).toEqual([
      API.auth.logout.summary,
      API.system.setParams.summary,
      API.gitlab.setConnection.summary,
      API.user.resetPassword.summary,
      API.user.create.summary,
    ]);
    const text = JSON.stringify(entries);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(JSON.parse(entries[4]?.params ?? '{}')).toMatchObject({
      account: 'audited',
      password: '***',
    });
    expect(entries[0]?.url).toContain('token=***');
    expect(entries[0]?.account).toBe('audited');
    expectNoLeak(entries);
    const stored = await t.server.db
      .select({ params: operLogs.params, url: operLogs.url })
      .from(operLogs);
    for (const secret of secrets) expect(JSON.stringify(stored)).not.toContain(secret);
  });
});

describe('the operation log', () => {
  it('searches by user, module, kind, result and time, sorts and pages', async () => {
    const byUser = await page(t.admin, { account: 'EDIT' });
    expect(byUser.list.map((entry) => entry.account)).toEqual(['editor']);
    const byModule = await page(t.admin, { module: 'position' });
    expect(new Set(byModule.list.map((entry) => entry.module))).toEqual(new Set(['position']));
    expect(byModule.total).toBe(5);
    const grants = await page(t.admin, { operType: 'GRANT' });
    expect(grants.list.map((entry) => entry.module)).toEqual(['role']);
    const failed = await page(t.admin, { success: false });
    expect(failed.list.map((entry) => entry.resultCode).sort()).toEqual([40003, 40009, 40022]);
    const now = t.server.clock.now().getTime();
    expect((await page(t.admin, { from: new Date(now + 1000).toISOString() })).total).toBe(0);
    expect((await page(t.admin, { to: new Date(now + 1000).toISOString() })).total).toBe(
      (await page(t.admin)).total,
    );
    const slowest = await page(t.admin, { sortBy: 'durationMs', sortOrder: 'desc' });
    const durations = slowest.list.map((entry) => entry.durationMs);
    expect([...durations].sort((a, b) => b - a)).toEqual(durations);
    const paged = await page(t.admin, { pageSize: 2, pageNo: 2 });
    expect(paged.list).toHaveLength(2);
    for (const text of ATTACKS)
      expect((await page(t.admin, { account: text })).total, text).toBe(0);
  });

  it('lists only the operations of users in the caller’s data scope', async () => {
    const role = await t.call(API.role.create, t.admin, {
      body: { roleCode: 'sh_auditor', roleName: '上海审计' },
    });
    const roleId = role.body.data.id;
    const codes = [PERMISSIONS.system, ...Object.values(PERMISSIONS.operLog)];
    const resourceIds = await Promise.all(codes.map((code) => t.id.resource(code)));
    await t.call(API.role.grant, t.admin, { body: { roleId, resourceIds } });
    await t.call(API.role.setDataScope, t.admin, { body: { roleId, dataScope: 'ORG_AND_CHILD' } });
    await t.call(API.user.create, t.admin, {
      body: {
        account: 'sh.auditor',
        username: '上海审计',
        password: AUDITOR_PASSWORD,
        mainOrgId: await t.id.org('SH'),
        roleIds: [roleId],
      },
    });
    const auditor = await t.server.signIn('sh.auditor', AUDITOR_PASSWORD);
    // an operation of the auditor (refused: the log keeps it), and none of the administrator's
    await t.call(API.position.create, auditor, {
      body: { positionCode: 'NOPE', positionName: 'x' },
    });
    const seen = await page(auditor);
    expect(seen.list.map((entry) => [entry.account, entry.resultCode])).toEqual([
      ['sh.auditor', 40003],
    ]);

    // deleting what is outside the scope does nothing; clearing clears the scope only
    const adminEntry = await latest({ account: 'admin' });
    const removed = await t.call(API.operLog.remove, auditor, { body: { ids: [adminEntry.id] } });
    expect(removed.body).toMatchObject({ code: 20000, data: { affected: 0 } });
    const cleaned = await t.call(API.operLog.clean, auditor);
    // the refused create and the delete that found nothing to delete
    expect(cleaned.body).toMatchObject({ code: 20000, data: { affected: 2 } });
    // … and the clearing itself is the one entry left of the auditor
    expect((await page(auditor)).list.map((entry) => entry.operType)).toEqual(['CLEAN']);
    expect((await latest({ account: 'admin' })).id).toBe(adminEntry.id);
  });

  it('deletes chosen entries and clears under their codes only', async () => {
    expect((await t.call(API.operLog.page, t.editor, { body: {} })).body).toMatchObject(
      refusedFor(PERMISSIONS.operLog.view),
    );
    expect((await t.call(API.operLog.clean, t.editor)).body).toMatchObject(
      refusedFor(PERMISSIONS.operLog.clean),
    );
    const [first, second] = (await page(t.admin, { account: 'admin', pageSize: 2 })).list;
    const removed = await t.call(API.operLog.remove, t.admin, {
      body: { ids: [first?.id ?? 0, second?.id ?? 0] },
    });
    expect(removed.body.data.affected).toBe(2);
    const cleaned = await t.call(API.operLog.clean, t.admin);
    expect(cleaned.body.data.affected).toBeGreaterThan(2);
    await t.server.app.platform.operLog.flush();
    // what is left: the clearing, recorded after it
    const left = await t.server.db.select({ operType: operLogs.operType }).from(operLogs);
    expect(left).toEqual([{ operType: 'CLEAN' }]);
  });

  it('is purged after the days the parameter sys.log.keepDays keeps', async () => {
    await t.call(API.system.setParams, t.admin, { body: { [PARAM_KEYS.logKeepDays]: '1' } });
    t.server.clock.advance(25 * 3_600_000);
    const admin = await t.server.signIn('admin');
    await t.call(API.position.update, admin, { body: { id: positionId, status: 1 } });
    await t.server.app.platform.operLog.flush();
    expect(await countOf(t.server, operLogs)).toBe(3);
    await purgeOldLogs(t.server.app.platform);
    expect((await page(admin)).list.map((entry) => entry.operType)).toEqual(['UPDATE']);
  });
});

describe('a failure to record', () => {
  it('is logged, never answered: the request goes on as if nothing happened', async () => {
    await t.server.db.execute(sql`alter table sys_oper_log rename to sys_oper_log_away`);
    try {
      const answer = await t.call(API.position.update, await t.server.signIn('admin'), {
        body: { id: positionId, remark: 'while the log is away' },
      });
      expect(answer.body.code).toBe(20000);
      await t.server.app.platform.operLog.flush();
      expect(logLines.join('\n')).toContain('operation log: entries not written');
    } finally {
      await t.server.db.execute(sql`alter table sys_oper_log_away rename to sys_oper_log`);
    }
  });

  it('writes what is queued in one go after the answers, and drops nothing on failure of one', async () => {
    const inserted: unknown[][] = [];
    let fail = true;
    const fakeDb = {
      insert: () => ({
        values: async (rows: unknown[]) => {
          if (fail) {
            fail = false;
            throw new Error('database down');
          }
          inserted.push(rows);
        },
      }),
    };
    const warnings: string[] = [];
    const report = { warn: (_details: object, message: string) => warnings.push(message) };
    const writer = new OperLogWriter(fakeDb as never);
    const row = {
      module: 'm',
      action: 'a',
      operType: 'OTHER',
      method: 'POST',
      url: '/',
      resultCode: 20000,
      success: true,
      durationMs: 1,
      operatedAt: new Date(),
    };
    writer.record(row, report);
    writer.record(row, report);
    expect(inserted).toEqual([]);
    await writer.flush();
    expect(warnings).toEqual(['operation log: entries not written']);
    writer.record(row, report);
    await writer.flush();
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toHaveLength(1);
  });
});

/**
 * A service orchestration in Chromium against the started server: three steps (the regions
 * below a region, a script over their rows, the regions below the first of them) saved for the
 * sample application; the developer opens it, gives the input and test-runs it as edited, and
 * reads each step's input and output and the final output; a script that throws fails its run
 * naming the step. Screenshots go to `test-results/shell/orchestrations/`.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, demoAppId, gridRows, poll } from './admin-site';
import { builtSite, serveSite } from './sites';
import { settled } from './waits';

const site = adminSuite('shell');
const shots = join(site.shots, 'orchestrations');

describe('a service orchestration test-run by a developer', () => {
  let page: Page;
  let appId = 0;
  const errors: string[] = [];

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    const token = await site.token();
    appId = await demoAppId(site, token);
    const views = await site.api<{ records: { id: number; viewCode: string }[] }>(
      '/dataview-service/view/v1/list',
      { token },
    );
    const viewId = views.data.records.find((view) => view.viewCode === 'region_children')?.id;
    const saved = await site.api('/form-service/artefact/v1/artefact', {
      method: 'POST',
      token,
      body: {
        appId,
        kind: 'ORCHESTRATION',
        artefactCode: 'region_walk',
        artefactName: '区划下钻',
        content: {
          inputs: [{ name: 'parent', type: 'number', required: true }],
          steps: [
            {
              key: 'top',
              name: '下级区划',
              type: 'DATA_VIEW',
              viewId,
              params: { parentId: '${input.parent}' },
            },
            {
              key: 'ids',
              name: '取编号',
              type: 'SCRIPT',
              script: 'return steps.top.rows.map((row) => row.id);',
            },
            {
              key: 'below',
              name: '再下一级',
              type: 'DATA_VIEW',
              viewId,
              params: { parentId: '${steps.ids[0]}' },
            },
          ],
        },
      },
    });
    expect(saved.code, saved.message).toBe(20000);
    page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/ServiceOrchestration`);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
  afterAll(async () => {
    await page?.close();
  });

  it('runs as edited and shows each step’s input and output, then a failing step', async () => {
    await page.getByRole('button', { name: '修改 区划下钻' }).click();
    const dialog = page.getByRole('dialog', { name: /区划下钻/ });
    const panel = dialog.getByRole('region', { name: '测试运行' });
    await panel.getByLabel('parent').fill('1');
    await panel.getByRole('button', { name: '运行' }).click();
    const result = panel.getByRole('list', { name: '运行结果' });
    await poll(() => result.getByRole('listitem').count()).toBe(3);
    const output = panel.getByRole('region', { name: '最终输出', exact: true });
    await poll(() => output.innerText()).toContain('东城区');
    await result.getByText('第 2 步：取编号').click();
    await poll(() => panel.getByRole('region', { name: '第 2 步的输出' }).innerText()).toMatch(
      /\[\s*2\s*\]/,
    );
    await settled(panel);
    await panel.screenshot({ path: join(shots, 'test-run.png') });

    const script = dialog.getByRole('textbox', { name: '脚本' });
    await script.fill('throw new Error("没有下级区划");');
    await panel.getByRole('button', { name: '运行' }).click();
    await poll(() => panel.getByText('步骤“取编号”失败：Error: 没有下级区划').count()).toBe(1);
    await settled(panel);
    await page.screenshot({ path: join(shots, 'failed.png') });
    expect(errors).toEqual([]);
  });

  it('is designed on screen, published, and called by an external application through the gateway', async () => {
    await page.goto(`${site.url}/app/${appId}/ServiceOrchestration`);
    await page.getByRole('button', { name: '新建服务编排' }).click();
    const dialog = page.getByRole('dialog', { name: '新建服务编排' });
    await dialog.getByLabel('编码').fill('region_names');
    await dialog.getByRole('textbox', { name: '名称', exact: true }).fill('下级区划名称');
    await dialog.getByRole('button', { name: '添加输入' }).click();
    const inputs = dialog.getByRole('list', { name: '输入' });
    await inputs.getByLabel('输入名称').fill('parent');
    await inputs.getByRole('combobox', { name: '类型' }).click();
    await page.getByRole('option', { name: '数字' }).click();
    await inputs.getByRole('switch', { name: '第 1 个输入必填' }).check();

    const steps = dialog.getByRole('list', { name: '步骤' }).locator(':scope > li');
    // a new orchestration starts with one empty step; the others are added
    const step = async (index: number, key: string, name: string) => {
      if (index > 0) await dialog.getByRole('button', { name: '添加步骤' }).click();
      const item = steps.nth(index);
      await item.getByLabel('键').fill(key);
      await item.getByLabel('步骤名称').fill(name);
      return item;
    };
    const viewStep = async (index: number, key: string, name: string, parent: string) => {
      const item = await step(index, key, name);
      await item.getByRole('combobox', { name: '数据视图' }).click();
      await page.getByRole('option', { name: /^下级区划/ }).click();
      await item.getByLabel('parentId').fill(parent);
    };
    await viewStep(0, 'top', '下级区划', '${input.parent}');
    const script = await step(1, 'ids', '取编号');
    await script.getByRole('combobox', { name: '类型' }).click();
    await page.getByRole('option', { name: '脚本' }).click();
    await script
      .getByRole('textbox', { name: '脚本' })
      .fill('return steps.top.rows.map((row) => row.id);');
    await viewStep(2, 'below', '再下一级', '${steps.ids[0]}');

    const panel = dialog.getByRole('region', { name: '测试运行' });
    await panel.getByLabel('parent').fill('1');
    await panel.getByRole('button', { name: '运行' }).click();
    await poll(() =>
      panel.getByRole('list', { name: '运行结果' }).getByRole('listitem').count(),
    ).toBe(3);
    await poll(() =>
      panel.getByRole('region', { name: '最终输出', exact: true }).innerText(),
    ).toContain('东城区');
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'designed.png') });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '发布 下级区划名称' }).click();
    await poll(() => page.getByText('已发布为接口 demo.region_names（第 1 版）').count()).toBe(1);

    // the developer tries the published API on the ServerApi page, as a signed-in user
    await page.goto(`${site.url}/app/${appId}/ServerApi`);
    await page.getByRole('button', { name: '调试 demo.region_names' }).click();
    const trying = page.getByRole('dialog', { name: '调试接口“demo.region_names”' });
    await trying.getByLabel('parent').fill('1');
    await trying.getByRole('button', { name: '调用' }).click();
    await poll(() => trying.getByRole('region', { name: '调用结果' }).innerText()).toContain(
      '东城区',
    );
    await settled(trying);
    await page.screenshot({ path: join(shots, 'try-it.png') });
    await trying.getByRole('button', { name: '关闭' }).click();

    // an administrator issues an external application and grants it the published API
    const token = await site.token();
    const made = await site.api<{ id: number; appKey: string; appSecret: string }>(
      '/ibsp-bg-auth/sysExternalApp/v1/app',
      { method: 'POST', token, body: { appCode: 'region_reader', appName: '区划读取方' } },
    );
    expect(made.code, made.message).toBe(20000);
    const published = await site.api<{
      list: { apiId: number; apiCode: string; gatewayPath: string }[];
    }>('/form-service/orchestration/v1/published', {
      method: 'POST',
      token,
      body: { appId, pageNo: 1, pageSize: 10 },
    });
    const api = published.data.list.find((row) => row.apiCode === 'demo.region_names');
    expect(api).toBeDefined();
    const granted = await site.api('/ibsp-bg-auth/sysExternalApp/v1/apis', {
      method: 'PUT',
      token,
      body: { appId: made.data.id, apiIds: [api!.apiId] },
    });
    expect(granted.code, granted.message).toBe(20000);

    // the external application signs its calls with its secret
    const call = async (secret: string) => {
      const body = JSON.stringify({ input: { parent: 1 } });
      const timestamp = String(Date.now());
      const nonce = randomUUID();
      const signed = [
        'POST',
        api!.gatewayPath,
        timestamp,
        nonce,
        createHash('sha256').update(body).digest('hex'),
      ].join('\n');
      const answer = await fetch(`${site.platform.url}${api!.gatewayPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-app-key': made.data.appKey,
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': createHmac('sha256', secret).update(signed).digest('hex'),
        },
        body,
      });
      return (await answer.json()) as { code: number; message: string; data: { output: unknown } };
    };
    const good = await call(made.data.appSecret);
    expect(good.code, good.message).toBe(20000);
    expect(JSON.stringify(good.data.output)).toContain('东城区');
    const bad = await call('a-secret-that-is-not-it');
    expect(bad.code).toBe(40101);
    expect(bad.message).toContain('签名不正确');

    // the administrator finds both calls on the gateway screen's call log
    const admin = await serveSite(await builtSite('admin'), site.platform.url);
    const log = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    try {
      log.on('pageerror', (error) => errors.push(error.message));
      await log.goto(`${admin.url}/system/gateway?tab=calls`);
      await log.waitForURL(/\/login/);
      await log.getByLabel('账号').fill('admin');
      await log.getByLabel('密码', { exact: true }).fill('Admin@123');
      await log.getByLabel('密码', { exact: true }).press('Enter');
      const rows = gridRows(log).filter({ hasText: 'demo.region_names' });
      await poll(() => rows.count()).toBe(2);
      expect(await rows.filter({ hasText: '成功' }).innerText()).toContain('区划读取方');
      expect(await rows.filter({ hasText: '拒绝' }).innerText()).toContain('40101');
      await settled(log.getByRole('grid'));
      await log.screenshot({ path: join(shots, 'gateway-calls.png') });
    } finally {
      await log.close();
      await admin.close();
    }
    expect(errors).toEqual([]);
  });
});

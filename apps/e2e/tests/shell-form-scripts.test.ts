/**
 * A form's authored behaviour in the application shell, in Chromium against the started server:
 * an application's remote function added on its 表单脚本 page feeds a select's options (run by
 * the server's sandbox), the select's onChange script (run in the renderer's sandbox) fills
 * another field, and the filled-in form is submitted with the script's effect saved. The same
 * form with an endless-loop script stays usable: the script is stopped, the notice says so, and
 * the form is still filled in and submitted. Screenshots go to `test-results/shell/`.
 */
import { join } from 'node:path';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  type Widget,
  type WidgetType,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';

const site = adminSuite('shell');
const { shots } = site;

function field(type: WidgetType, model: string, name: string, options = {}, events = {}): Widget {
  const widget = createWidget(type, { name, locale: 'zh-CN' });
  const changed = applyOptionChange(
    { ...widget, model } as Widget,
    options as Partial<Widget['options']>,
  );
  return { ...changed, events } as Widget;
}

/** A select fed by the remote function, whose onChange runs `script`; a code and a remark. */
function definition(script: string) {
  return {
    schemaVersion: SCHEMA_VERSION,
    config: {
      ...DEFAULT_FORM_CONFIG,
      eventScript: [{ key: 'fillCode', name: 'fillCode', func: script }],
    },
    list: [
      field(
        'select',
        'region',
        '区域',
        { remote: true, remoteType: 'func', remoteFunc: 'func_regions', showLabel: true },
        { onChange: 'fillCode' },
      ),
      field('input', 'regionCode', '区域代码'),
      field('input', 'remark', '备注'),
    ],
  };
}

const FILL_CODE = "this.setData({ regionCode: 'R-' + String(args.value).toUpperCase() });";
const LOOP = 'for (;;) {}';
const REGIONS =
  "resolve([\n  { value: 'n', label: '华北' },\n  { value: 's', label: '华南' },\n]);";

describe('a form’s scripts and remote functions in the shell', () => {
  let page: Page;
  let appId = 0;
  const forms = { filling: 0, looping: 0 };
  const errors: string[] = [];

  async function makeForm(formCode: string, formName: string, script: string): Promise<number> {
    const token = await site.token();
    const form = await site.api<{ id: number }>('/form-service/form/v1/form', {
      method: 'POST',
      token,
      body: { appCode: 'e2e_scripts', formCode, formName, definition: definition(script) },
    });
    expect(form.code, form.message).toBe(20000);
    const published = await site.api('/form-service/form/v1/publish', {
      method: 'POST',
      token,
      body: { id: form.data.id, version: 1 },
    });
    expect(published.code, published.message).toBe(20000);
    return form.data.id;
  }

  async function submissions(formId: number) {
    const answer = await site.api<{ list: { data: Record<string, unknown> }[] }>(
      '/form-service/submission/v1/page',
      { method: 'POST', token: await site.token(), body: { formId, pageNo: 1, pageSize: 10 } },
    );
    return answer.data.list.map((row) => row.data);
  }

  async function choose(label: string) {
    await page.getByRole('combobox', { name: '区域' }).click();
    await page.getByRole('option', { name: label }).click();
  }

  it('adds a remote function on the application’s 表单脚本 page, tried before it is saved', async () => {
    const token = await site.token();
    const app = await site.api<{ id: number }>('/ibsp-bg-auth/sysAppConfig/v1/app', {
      method: 'POST',
      token,
      body: { appCode: 'e2e_scripts', appName: '脚本管理' },
    });
    expect(app.code, app.message).toBe(20000);
    appId = app.data.id;

    page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/FormScripts`);
    await page.waitForURL(/\/FormScripts$/);
    await expect
      .poll(() => page.getByRole('switch', { name: '运行表单脚本（沙箱）' }).isChecked(), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.getByRole('button', { name: '新增远程方法' }).click();
    const dialog = page.getByRole('dialog', { name: '新增远程方法' });
    await dialog.getByRole('textbox', { name: '名称' }).fill('func_regions');
    await dialog.getByRole('textbox', { name: '说明' }).fill('区域');
    const script = dialog.getByRole('textbox', { name: '脚本' });
    await script.fill('resolve([\n  { value: 1,\n');
    await dialog.getByRole('button', { name: '确定' }).click();
    // does not parse: refused with its line and column, under the script
    await poll(() =>
      dialog.getByText('脚本第 3 行第 1 列无法解析：此处不应出现该符号').count(),
    ).toBeGreaterThan(0);
    await script.fill(REGIONS);
    await dialog.getByRole('button', { name: '试运行' }).click();
    await poll(() => dialog.getByRole('region', { name: '返回的选项' }).innerText()).toContain(
      '华南',
    );
    await page.screenshot({ path: join(shots, 'scripts-function.png') });
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => page.getByRole('grid', { name: '远程方法' }).innerText()).toContain(
      'func_regions',
    );
  });

  it('fills a select from the function, and its onChange script fills another field that is saved', async () => {
    forms.filling = await makeForm('region_fill', '区域登记', FILL_CODE);
    await page.goto(`${site.url}/FormContainer?formId=${forms.filling}`);
    await poll(() => page.getByRole('heading', { name: '区域登记' }).count()).toBe(1);
    await choose('华南');
    await poll(() => page.getByRole('textbox', { name: '区域代码' }).inputValue()).toBe('R-S');
    await page.getByRole('textbox', { name: '备注' }).fill('脚本填写');
    await page.screenshot({ path: join(shots, 'scripts-filled.png') });
    await page.getByRole('button', { name: '提交' }).click();
    await poll(() => page.getByText('“区域登记”提交成功。').count()).toBeGreaterThan(0);
    expect(await submissions(forms.filling)).toEqual([
      { region: 's', regionCode: 'R-S', remark: '脚本填写' },
    ]);
  });

  it('stops an endless-loop script with a notice and stays usable', async () => {
    forms.looping = await makeForm('region_loop', '区域循环', LOOP);
    await page.goto(`${site.url}/FormContainer?formId=${forms.looping}`);
    await poll(() => page.getByRole('heading', { name: '区域循环' }).count()).toBe(1);
    await choose('华北');
    await poll(() => page.getByText(/脚本“fillCode”.*停止/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'scripts-loop-stopped.png') });
    // the page still answers: typing, choosing again and submitting work
    await page.getByRole('textbox', { name: '区域代码' }).fill('手填');
    await page.getByRole('textbox', { name: '备注' }).fill('循环被停止');
    await page.getByRole('button', { name: '提交' }).click();
    await poll(() => page.getByText('“区域循环”提交成功。').count()).toBeGreaterThan(0);
    expect(await submissions(forms.looping)).toEqual([
      { region: 'n', regionCode: '手填', remark: '循环被停止' },
    ]);
    expect(errors).toEqual([]);
  });

  it('runs no script once the application switches them off', async () => {
    await page.goto(`${site.url}/app/${appId}/FormScripts`);
    const toggle = page.getByRole('switch', { name: '运行表单脚本（沙箱）' });
    await poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    await poll(() => page.getByText('已关闭：本应用的表单不运行任何脚本。').count()).toBe(1);
    await page.goto(`${site.url}/FormContainer?formId=${forms.filling}`);
    await poll(() => page.getByRole('heading', { name: '区域登记' }).count()).toBe(1);
    await choose('华北');
    await page.getByRole('textbox', { name: '备注' }).fill('无脚本');
    await expect.poll(() => page.getByRole('textbox', { name: '区域代码' }).inputValue()).toBe('');
  });
});

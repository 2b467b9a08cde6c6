/**
 * The designer's dialogs in Chromium: a FormMaking export imported and previewed (filled, its
 * data read), the generated code shown; the generated React component compiled with `tsc`; the
 * generated HTML page opened with the renderer's standalone build, filled and read.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FormDefinition } from '@org/form-schema';
import type { Page } from 'playwright-core';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHtmlPage } from '../../../packages/form-designer/src/codegen/html-page';
import { generateReactComponent } from '../../../packages/form-designer/src/codegen/react-component';
import { FORMMAKING_BASIC } from '../../../packages/form-designer/src/dialogs/test-fixtures';
import { standaloneBuild } from '../../../packages/form-renderer/tsup.standalone.config';
import { pageSuite } from './platform';
import { type Site, serveSite } from './sites';

const run = promisify(execFile);
const e2eDir = resolve(import.meta.dirname, '..');
const repoDir = resolve(e2eDir, '../..');
const rendererDir = resolve(repoDir, 'packages/form-renderer');

const t = pageSuite('dialogs-page');
let tab: Page;
const errors: string[] = [];
/** The definition the import gave, read from the page. */
let imported: FormDefinition;

beforeAll(async () => {
  tab = await t.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(t.site.url);
  await tab.getByRole('button', { name: 'Open import' }).waitFor();
});

afterAll(async () => {
  await tab?.close();
});

describe('designer dialogs in the browser', () => {
  it('imports a FormMaking export and selects its first widget', async () => {
    await tab.getByRole('button', { name: 'Open import' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Import JSON' });
    await dialog.getByLabel('JSON to import').fill('{ "list": [ }');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByText(/^Line 1, column 13: /).count()).toBe(1);
    await dialog.getByLabel('JSON to import').fill(FORMMAKING_BASIC);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    const state = await tab.evaluate(() => window.dialogs.state());
    imported = state.definition;
    expect(imported.list.map((widget) => widget.model)).toEqual(['phone', 'grid_1576226950000_1']);
    expect(state.selected).toBe(imported.list[0]?.key);
  });

  it('previews the imported form: validation, then the data as JSON', async () => {
    await tab.getByRole('button', { name: 'Open preview' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Preview' });
    await dialog.getByRole('button', { name: 'Get data' }).click();
    await expect.poll(() => dialog.getByText('Form data validation failed').count()).toBe(1);
    await dialog.getByLabel('联系电话').fill('13812345678');
    await dialog.getByLabel('数量').fill('3');
    await dialog.getByRole('button', { name: 'Get data' }).click();
    const data = dialog.getByRole('region', { name: 'Form data' });
    await data.waitFor();
    expect(JSON.parse((await data.textContent()) ?? '')).toEqual({
      phone: '13812345678',
      amount: 3,
    });
    await dialog.getByRole('button', { name: 'Disable edit' }).click();
    await expect.poll(() => dialog.getByLabel('联系电话').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the generated React component and HTML page', async () => {
    await tab.getByRole('button', { name: 'Open code' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Generate code' });
    const code = dialog.getByRole('textbox', { name: 'Generated code' });
    await expect.poll(() => code.textContent()).toContain("from '@org/form-renderer'");
    await dialog.getByRole('tab', { name: 'HTML page' }).click();
    await expect.poll(() => code.textContent()).toContain('<!doctype html>');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('compiles the generated React component with tsc', async () => {
    const dir = await mkdtemp(join(e2eDir, '.codegen-'));
    try {
      await writeFile(join(dir, 'GeneratedForm.tsx'), generateReactComponent(imported));
      await writeFile(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          extends: '../../../tsconfig.base.json',
          compilerOptions: {
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            jsx: 'react-jsx',
            noEmit: true,
          },
          files: ['GeneratedForm.tsx'],
        }),
      );
      const tsc = resolve(repoDir, 'node_modules/typescript/bin/tsc');
      const result = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], {
        cwd: dir,
      }).catch((error: { stdout?: string; stderr?: string }) => error);
      expect(`${result.stdout ?? ''}${result.stderr ?? ''}`).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('opens the generated HTML page with the standalone build, fills it and gets its data', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'html-page-'));
    let server: Site | undefined;
    try {
      await build({
        ...standaloneBuild,
        entry: { 'form-renderer.standalone': join(rendererDir, 'src/standalone/mount.tsx') },
        outDir: dir,
        sourcemap: false,
        silent: true,
        config: false,
      });
      await writeFile(join(dir, 'index.html'), generateHtmlPage(imported));
      server = await serveSite(dir);
      const page = await t.browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${server.url}/`);
      await page.getByLabel('联系电话').waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => page.locator('#form-result').textContent())
        .toBe('Form data validation failed');
      await page.getByLabel('联系电话').fill('13912345678');
      await page.getByLabel('数量').fill('5');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(async () => JSON.parse((await page.locator('#form-result').textContent()) || 'null'))
        .toEqual({ phone: '13912345678', amount: 5 });
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => page.getByLabel('联系电话').inputValue()).toBe('');
      expect(pageErrors).toEqual([]);
      await page.close();
    } finally {
      await server?.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

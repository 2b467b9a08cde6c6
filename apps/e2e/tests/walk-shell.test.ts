/**
 * The application shell in each language, every page of the sample application, the designer,
 * the fill-in page with a failed rule, and the create dialogs (`walk.ts`): on a platform
 * started in English no Chinese anywhere, data included; on a Chinese one no English word
 * outside the data. Screenshots go to `test-results/shell/walk-<language>/`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILT_APP_PAGES } from '../../shell/src/common/app-pages';
import { type AdminSite, adminSuite } from './admin-site';
import type { PlatformLanguage } from './platform';
import { type WalkedScreen, screenReady, walkApp } from './walk';

/** The sample application's id and the id of its leave request form, published. */
interface Sample {
  appId: number;
  formId: number;
  flowId: number;
}

/** A flow's draft with its nodes named in the walk's language. */
const flowGraph = ([start, check, end]: Texts['flow']) => ({
  nodes: [
    {
      id: 'start',
      name: start,
      kind: 'start',
      position: { x: 0, y: 0 },
      initiators: { type: 'everyone' },
    },
    {
      id: 'check',
      name: check,
      kind: 'approval',
      position: { x: 240, y: 0 },
      approvers: { type: 'leader', levels: 1 },
      mode: 'any',
      whenNobody: 'admin',
    },
    { id: 'end', name: end, kind: 'end', position: { x: 480, y: 0 } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'check' },
    { id: 'e2', source: 'check', target: 'end' },
  ],
});

async function sample(site: AdminSite, texts: Texts): Promise<Sample> {
  const token = await site.token();
  const app = await site.api<{ id: number }>('/form-service/app/v1/app?appCode=demo', { token });
  expect(app.code, app.message).toBe(20000);
  const forms = await site.api<{ list: { id: number; formCode: string }[] }>(
    '/form-service/form/v1/page',
    { method: 'POST', token, body: { appId: app.data.id, pageSize: 10 } },
  );
  const form = forms.data.list.find((item) => item.formCode === 'leave_request');
  if (!form) throw new Error('The sample application has no leave request form.');
  // published, as on the Pages list, so that it can be filled in
  const published = await site.api('/form-service/form/v1/publish', {
    method: 'POST',
    token,
    body: { id: form.id, version: 1 },
  });
  expect(published.code, published.message).toBe(20000);
  const flow = await site.api<{ id: number }>('/form-service/artefact/v1/artefact', {
    method: 'POST',
    token,
    body: {
      appId: app.data.id,
      kind: 'WORKFLOW',
      artefactCode: 'leave_flow',
      artefactName: texts.flow[1],
      content: { formId: form.id, graph: flowGraph(texts.flow) },
    },
  });
  expect(flow.code, flow.message).toBe(20000);
  return { appId: app.data.id, formId: form.id, flowId: flow.data.id };
}

function screensOf(site: AdminSite, page: Page, ids: Sample, texts: Texts): WalkedScreen[] {
  const at = (name: string, path: string): WalkedScreen => ({
    name,
    async open() {
      await page.goto(`${site.url}${path}`);
      await screenReady(page);
    },
  });
  return [
    at('home', '/index'),
    at('applications', '/ApplicationCenter'),
    at('app-home', `/app/${ids.appId}`),
    ...BUILT_APP_PAGES.map((name) => at(`app-${name}`, `/app/${ids.appId}/${name}`)),
    {
      name: 'data-view-editor',
      async open() {
        await page.goto(`${site.url}/app/${ids.appId}/DataView`);
        await screenReady(page);
        await page.getByRole('button', { name: texts.editView }).click();
        await page.getByRole('dialog').waitFor();
        await expect
          .poll(() => page.locator('[role="dialog"] .cm-content').count(), { timeout: 30_000 })
          .toBeGreaterThan(0);
      },
    },
    at('designer', `/formDesign?formId=${ids.formId}`),
    {
      name: 'designer-properties',
      async open() {
        // the first field selected: its properties show beside the canvas
        await page.locator('.fd-item').first().click();
        await expect
          .poll(() => page.locator('.fd-item[data-selected]').count(), {
            timeout: 30_000,
          })
          .toBeGreaterThan(0);
      },
    },
    at('fill-in', `/FormContainer?formId=${ids.formId}`),
    {
      name: 'fill-in-failed-rule',
      async open() {
        await page
          .getByRole('main')
          .getByRole('button', { name: texts.submit, exact: true })
          .click();
        await expect
          .poll(() => page.locator('main [aria-invalid="true"]').count(), { timeout: 30_000 })
          .toBeGreaterThan(0);
      },
    },
    at('flow-design', `/flowDesign/${ids.flowId}`),
    at('process-centre', '/processCenter/index'),
    at('process-tasks', '/processCenter/tasks'),
    at('process-started', '/processCenter/tasks?tab=started'),
    at('workflow-view', '/processCenter/workflowView'),
    at('business-centre', '/businessCenter'),
    at('profile', '/profile'),
  ];
}

/** The names of the buttons the walk presses, in its language. */
interface Texts {
  add: string;
  cancel: string;
  submit: string;
  editView: RegExp;
  /** A flow's start, approval and end, named in the language. */
  flow: [string, string, string];
}

const WALKS: [PlatformLanguage, Texts][] = [
  [
    'en-US',
    {
      add: 'Add',
      cancel: 'Cancel',
      submit: 'Submit',
      editView: /^Edit the data view “Regions”/,
      flow: ['Apply', 'Leader approval', 'Done'],
    },
  ],
  [
    'zh-CN',
    {
      add: '新增',
      cancel: '取消',
      submit: '提交',
      editView: /^修改数据视图“行政区划”/,
      flow: ['发起', '部门负责人审批', '结束'],
    },
  ],
];

describe.each(WALKS)('the application shell in %s', (language, texts) => {
  const site = adminSuite('shell', language);

  it('shows every page, the designer and the fill-in page in the language alone', () =>
    walkApp(site, language, '/index', texts, async (page) =>
      screensOf(site, page, await sample(site, texts), texts),
    ));
});

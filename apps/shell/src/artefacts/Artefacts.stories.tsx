import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleData, shellServer } from '../testing/shell-server';
// After shell-server: the two import each other, and entered from this side first the cycle
// runs shell-server before the mocks it lists are defined.
import { sampleArtefact, withPublications } from '../testing/artefacts-mock';
import {
  OrchestrationPage,
  ReleasePage,
  SourcePage,
  StatisticPage,
  TaskPage,
  WorkflowPage,
} from './ArtefactPage';
import { BusinessCenterPage } from './BusinessCenter';
import { PageDesignerPage } from './PageDesigner';
import { ServerApiPage } from './ServerApiPage';

const meta: Meta<typeof WorkflowPage> = {
  title: 'Shell/Application artefacts',
  component: WorkflowPage,
};
export default meta;
type Story = StoryObj<typeof WorkflowPage>;

const frame = (path: string, language: 'zh-CN' | 'en-US' = 'zh-CN', data = sampleData()) => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer(data)}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/Workflow" element={<WorkflowPage />} />
        <Route path="/app/:appId/ServiceOrchestration" element={<OrchestrationPage />} />
        <Route path="/app/:appId/StatisticalAnalysis" element={<StatisticPage />} />
        <Route path="/app/:appId/TaskScheduling" element={<TaskPage />} />
        <Route path="/app/:appId/SourceCode" element={<SourcePage />} />
        <Route path="/app/:appId/CompileRelease" element={<ReleasePage />} />
        <Route path="/app/:appId/ServerApi" element={<ServerApiPage />} />
        <Route path="/pageDesigner/:pageId" element={<PageDesignerPage />} />
        <Route path="/businessCenter" element={<BusinessCenterPage />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** app/{appId}/Workflow: the flows, each with its form and node count, designed from its row. */
export const Flows: Story = {
  render: () => frame('/app/1/Workflow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('客户登记流程', {}, { timeout: 5000 })).toBeVisible();
  },
};
/** The flow dialog: the form that starts the flow (its graph is drawn in the flow designer). */
export const FlowDialog: Story = {
  render: () => frame('/app/1/Workflow', 'en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit 客户登记流程' }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole(
      'dialog',
      { name: 'Edit flow “客户登记流程”' },
      { timeout: 5000 },
    );
    // the dialog fades in: its fields are visible once it has
    await waitFor(
      () => expect(within(dialog).getByRole('combobox', { name: 'Form' })).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};
export const Orchestrations: Story = { render: () => frame('/app/1/ServiceOrchestration') };
export const Statistics: Story = { render: () => frame('/app/1/StatisticalAnalysis') };
export const Tasks: Story = { render: () => frame('/app/1/TaskScheduling', 'en-US') };
/** The task dialog: cron, target and the schedule switch. */
export const TaskDialog: Story = {
  render: () => frame('/app/1/TaskScheduling'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '新建定时任务' }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const cron = await body.findByRole('textbox', { name: 'Cron 表达式' });
    await waitFor(() => expect(cron).toBeVisible(), { timeout: 10_000 });
  },
};
export const Sources: Story = { render: () => frame('/app/1/SourceCode') };
/** Twelve source files: the second page, two files checked, their deletion asked. */
export const SourcesDeleteChecked: Story = {
  render: () =>
    frame('/app/1/SourceCode', 'zh-CN', {
      ...sampleData(),
      artefacts: Array.from({ length: 12 }, (_, i) =>
        sampleArtefact(
          800 + i,
          'SOURCE',
          { path: `src/file${i + 1}.ts`, text: 'export {};\n' },
          { artefactCode: `file${i + 1}`, artefactName: `文件 ${i + 1}` },
        ),
      ),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '转到第 2 页' }, { timeout: 5000 }),
    );
    const grid = canvas.getByRole('grid', { name: '源码' });
    await waitFor(() => expect(within(grid).getByText('file12')).toBeVisible(), { timeout: 5000 });
    for (const row of within(grid).getAllByRole('row').slice(1)) {
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    await userEvent.click(canvas.getByRole('button', { name: '删除所选' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('确定删除所选的 2 条记录吗？');
  },
};
export const Releases: Story = { render: () => frame('/app/1/CompileRelease') };
/**
 * app/{appId}/ServerApi: the application's published orchestration (同步客户), then the API
 * servers and, for the one chosen, its APIs.
 */
export const ServiceInterfaces: Story = {
  render: () => frame('/app/1/ServerApi'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const published = await canvas.findByRole(
      'grid',
      { name: '本应用发布的接口' },
      { timeout: 5000 },
    );
    await expect(
      await within(published).findByText('crm.sync_customers', {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: '查看接口 平台认证服务' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('按编码查询字典', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Opens the try-it dialog of the published API `code` once its row shows. */
async function tryApi(canvasElement: HTMLElement, label: string, dialogName: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: label }, { timeout: 5000 }));
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: dialogName }, { timeout: 5000 }));
}

/** 调试 客户报表: an input of each type filled in, called, its output and time shown. */
export const PublishedApiTried: Story = {
  render: () => frame('/app/1/ServerApi', 'zh-CN', withPublications(sampleData())),
  play: async ({ canvasElement }) => {
    const dialog = await tryApi(
      canvasElement,
      '调试 crm.customer_report',
      '调试接口“crm.customer_report”',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'city' }), '杭州');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'days' }), '7');
    await userEvent.click(dialog.getByRole('switch', { name: 'withVisits' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'filter' }));
    await userEvent.paste('{"level": "A"}');
    await userEvent.click(dialog.getByRole('button', { name: '调用' }));
    const answer = await dialog.findByRole('region', { name: '调用结果' }, { timeout: 5000 });
    await expect(within(answer).getByRole('region', { name: '输出' })).toHaveTextContent(
      '"script": true',
    );
    await expect(dialog.getByRole('region', { name: '外部应用如何调用' })).toHaveTextContent(
      'POST /open-api/crm.customer_report',
    );
  },
};

/** 调试 核对客户, in English: the run fails, and the answer names the step it stopped at. */
export const PublishedApiRunFailed: Story = {
  render: () => frame('/app/1/ServerApi', 'en-US', withPublications(sampleData())),
  play: async ({ canvasElement }) => {
    const dialog = await tryApi(
      canvasElement,
      'Try it crm.check_customer',
      'Try the API “crm.check_customer”',
    );
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'id' }), '42');
    await userEvent.click(dialog.getByRole('button', { name: 'Call' }));
    const answer = await dialog.findByRole('region', { name: 'Answer' }, { timeout: 5000 });
    await expect(within(answer).getByRole('alert')).toHaveTextContent(/Failed step: check$/);
  },
};

/** 调试 客户报表 with its required input left out and an object that is not JSON. */
export const PublishedApiRefused: Story = {
  render: () => frame('/app/1/ServerApi', 'zh-CN', withPublications(sampleData())),
  play: async ({ canvasElement }) => {
    const dialog = await tryApi(
      canvasElement,
      '调试 crm.customer_report',
      '调试接口“crm.customer_report”',
    );
    const call = dialog.getByRole('button', { name: '调用' });
    await userEvent.click(call);
    const city = dialog.getByRole('textbox', { name: 'city' });
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    const filter = dialog.getByRole('textbox', { name: 'filter' });
    await userEvent.click(filter);
    await userEvent.paste('{level: A}');
    await userEvent.click(call);
    await waitFor(() => expect(filter).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 5000,
    });
  },
};

/** 调试 旧报表, taken offline: it can be called, and the answer is the refusal. */
export const PublishedApiOffline: Story = {
  render: () => frame('/app/1/ServerApi', 'zh-CN', withPublications(sampleData())),
  play: async ({ canvasElement }) => {
    const dialog = await tryApi(canvasElement, '调试 crm.old_report', '调试接口“crm.old_report”');
    await userEvent.click(dialog.getByRole('button', { name: '调用' }));
    const answer = await dialog.findByRole('region', { name: '调用结果' }, { timeout: 5000 });
    await expect(answer).toHaveTextContent('crm.old_report');
  },
};
/** pageDesigner/{pageId}: the blocks, and the page previewed. */
export const PageDesigner: Story = {
  render: () => frame('/pageDesigner/707'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '页面设计：客户首页' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
/** businessCenter: every application with its forms, views and artefacts. */
export const BusinessCentre: Story = { render: () => frame('/businessCenter') };
/** The overview in English sorted by forms, fewest first (sorted and paged in the page). */
export const BusinessCentreByForms: Story = {
  render: () => frame('/businessCenter', 'en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const forms = await canvas.findByRole('columnheader', { name: 'Forms' }, { timeout: 5000 });
    await userEvent.click(within(forms).getByText('Forms'));
    await waitFor(() => expect(forms).toHaveAttribute('aria-sort', 'ascending'));
    // the sorted rows replace the header-only grid once the holdings have arrived
    await waitFor(() =>
      expect(within(canvas.getByRole('grid')).getAllByRole('row').at(-1)).toHaveTextContent(
        '客户管理',
      ),
    );
  },
};

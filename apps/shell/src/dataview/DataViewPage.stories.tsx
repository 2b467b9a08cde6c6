import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleView, sampleViews } from '../testing/dataview-mock';
import { sampleApp, sampleData, shellServer } from '../testing/shell-server';
import { DataViewPage } from './DataViewPage';
import { RunDialog } from './RunDialog';
import { ViewEditorDialog } from './ViewEditorDialog';

const meta: Meta<typeof DataViewPage> = {
  title: 'Shell/Data views',
  component: DataViewPage,
};
export default meta;
type Story = StoryObj<typeof DataViewPage>;

const slow = sampleView({
  id: 40,
  viewCode: 'slow_report',
  viewName: '慢报表',
  viewStatus: 'DRAFT',
  sqlText: 'select n from generate_series(1, (select :n::int)) n',
  params: [{ name: 'n', type: 'number', required: true, defaultValue: 100000000 }],
  statementTimeoutMs: 2000,
  columns: [],
});

const frame = (children: ReactNode, language: 'zh-CN' | 'en-US' = 'zh-CN', path = '/') => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer({ ...sampleData(), dataViews: [...sampleViews(), slow] })}
  >
    <ViewsProvider>{children}</ViewsProvider>
  </StoryFrame>
);
const page = (language: 'zh-CN' | 'en-US' = 'zh-CN') =>
  frame(
    <Routes>
      <Route path="/app/:appId/DataView" element={<DataViewPage />} />
    </Routes>,
    language,
    '/app/1/DataView',
  );
const crm = sampleApp(1, { appCode: 'crm', appName: '客户管理' });
const byId = (id: number) => [...sampleViews(), slow].find((view) => view.id === id)!;

/** The application's views: search by text, type and publication; run, edit, publish, delete. */
export const List: Story = {
  render: () => page(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('customer_by_city', undefined, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const English: Story = { render: () => page('en-US') };

/** The editor on a stored view: its SQL, a parameter, the columns' labels and the limits. */
export const Editor: Story = {
  render: () => frame(<ViewEditorDialog app={crm} viewId={32} onClose={() => {}} />),
  play: async () => {
    const dialog = within(document.body);
    await expect(await dialog.findByDisplayValue('按城市的客户')).toBeVisible();
  },
};

/** A new view whose SQL the server refused: the reason under the SQL and listed above. */
export const EditorRefused: Story = {
  render: () => frame(<ViewEditorDialog app={crm} viewId={null} onClose={() => {}} />, 'en-US'),
  play: async () => {
    const body = within(document.body);
    await body.findByText('平台数据库 (default)', undefined, { timeout: 10_000 });
    const paste = async (label: RegExp, text: string) => {
      await userEvent.click(body.getByLabelText(label));
      await userEvent.paste(text);
    };
    await paste(/View code/, 'lead_source');
    await paste(/View name/, 'Lead sources');
    await userEvent.click(await body.findByRole('textbox', { name: 'SQL' }));
    await userEvent.paste('delete from crm_lead');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(
      await body.findByText('a view must be one SELECT (or WITH … SELECT) statement'),
    ).toBeVisible();
    // the editor takes the field's state in an effect after the refusal is drawn
    await waitFor(() =>
      expect(body.getByRole('textbox', { name: 'SQL' })).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** A run with a parameter: the rows under the columns' labels, cut at the view's row limit. */
export const RunResult: Story = {
  render: () => frame(<RunDialog view={byId(32)} onClose={() => {}} />),
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: '运行' }));
    await expect(await body.findByRole('table', { name: '运行结果' })).toBeVisible();
  },
};

/** A run stopped at its time limit (50400): the server's message. */
export const RunLimitReached: Story = {
  render: () => frame(<RunDialog view={byId(40)} onClose={() => {}} />, 'en-US'),
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Run' }));
    await expect(await body.findByText('Limit reached (50400)')).toBeVisible();
  },
};

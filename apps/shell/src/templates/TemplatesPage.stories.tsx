import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { AppPages } from '../pages/AppPages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleApp, sampleData, sampleForm, shellServer } from '../testing/shell-server';
import { NewFormDialog } from './NewFormDialog';
import { SaveAsTemplateDialog } from './SaveAsTemplateDialog';
import { TemplatesPage } from './TemplatesPage';

const meta: Meta<typeof TemplatesPage> = {
  title: 'Shell/Form templates',
  component: TemplatesPage,
};
export default meta;
type Story = StoryObj<typeof TemplatesPage>;

const frame = (
  path: string,
  language: 'zh-CN' | 'en-US' = 'zh-CN',
  data = sampleData(),
  children?: ReactNode,
) => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer(data)}
  >
    <ViewsProvider>
      {children ?? (
        <Routes>
          <Route path="/app/:appId/tempManage" element={<TemplatesPage />} />
          <Route path="/app/:appId/Pages" element={<AppPages />} />
        </Routes>
      )}
    </ViewsProvider>
  </StoryFrame>
);

const noop = () => undefined;

/** The templates an application may use: its own and the shared ones. */
export const List: Story = {
  render: () => frame('/app/1/tempManage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: '模板列表' }, { timeout: 10000 }),
    ).toBeVisible();
  },
};
export const English: Story = { render: () => frame('/app/1/tempManage', 'en-US') };
/** Both templates checked and their deletion asked, saying what it leaves alone. */
export const DeleteChecked: Story = {
  render: () => frame('/app/1/tempManage', 'en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Templates' }, { timeout: 10000 });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3), {
      timeout: 10000,
    });
    for (const row of within(grid).getAllByRole('row').slice(1)) {
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Delete template',
    });
    await expect(dialog).toHaveTextContent('Forms made from them are not affected.');
  },
};
export const Empty: Story = {
  render: () => frame('/app/1/tempManage', 'zh-CN', { ...sampleData(), templates: [] }),
};

/** A template's form rendered read-only, with "new form from this template". */
export const Preview: Story = {
  render: () => frame('/app/1/tempManage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '预览 通用请假单' }, { timeout: 10000 }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    // the dialog has faded in before the accessibility check reads its colours
    await waitFor(() =>
      expect(getComputedStyle(dialog.parentElement as HTMLElement).opacity).toBe('1'),
    );
    await expect(await within(dialog).findByText('事由', {}, { timeout: 10000 })).toBeVisible();
  },
};

/** "Save as template" for a form of Pages: name, category and description. */
export const SaveAsTemplate: Story = {
  render: () =>
    frame(
      '/app/1/Pages',
      'zh-CN',
      sampleData(),
      <SaveAsTemplateDialog form={sampleForm({ version: 3 })} onClose={noop} />,
    ),
};

/** The new-form dialog opened from a template: the template is already chosen. */
export const NewFormFromTemplate: Story = {
  render: () =>
    frame(
      '/app/1/tempManage',
      'zh-CN',
      sampleData(),
      <NewFormDialog
        app={sampleApp(1, { appCode: 'crm', appName: '客户管理' })}
        templateId={42}
        onClose={noop}
        onCreated={noop}
      />,
    ),
};

/** The template choice of the new-form dialog, opened: a blank form or one of the templates. */
export const TemplateChoiceOpen: Story = {
  render: () =>
    frame(
      '/app/1/Pages',
      'en-US',
      sampleData(),
      <NewFormDialog
        app={sampleApp(1, { appCode: 'crm', appName: '客户管理' })}
        onClose={noop}
        onCreated={noop}
      />,
    ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('combobox', { name: 'Start from' }, { timeout: 10000 }),
    );
    const option = await body.findByRole('option', { name: '通用请假单 · 人事' });
    // the menu grows in from opacity 0: wait for its transition rather than the first frame
    await waitFor(() => expect(option).toBeVisible(), { timeout: 5000 });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleData, shellServer } from '../testing/shell-server';
import { FormScriptsPage } from './FormScriptsPage';

const meta: Meta<typeof FormScriptsPage> = {
  title: 'Shell/Form scripts',
  component: FormScriptsPage,
};
export default meta;
type Story = StoryObj<typeof FormScriptsPage>;

const frame = (language: 'zh-CN' | 'en-US' = 'zh-CN', data = sampleData()) => (
  <StoryFrame
    signedIn
    path="/app/1/FormScripts"
    language={language}
    messages={shellMessages}
    server={shellServer(data)}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/FormScripts" element={<FormScriptsPage />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** The setting (on by default), the remote functions and the option lists of an application. */
export const Page: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: '远程方法' }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('func_regions')).toBeVisible();
    await expect(await canvas.findByText('甲 (a), 乙 (b)')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: '运行表单脚本（沙箱）' })).toBeChecked();
  },
};

export const English: Story = { render: () => frame('en-US') };

/** Scripts switched off for the application. */
export const ScriptsOff: Story = {
  render: () => frame('en-US', { ...sampleData(), formScriptsOff: [1] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Off: this application’s forms run no scripts at all.'),
    ).toBeVisible();
  },
};

/** A remote function tried as edited: the options it returns. */
export const TryAFunction: Story = {
  render: () => frame('en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add remote function' }, { timeout: 10000 }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Try it' }));
    await expect(await dialog.findByRole('region', { name: 'Options returned' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { AppPages } from '../pages/AppPages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { shellServer } from '../testing/shell-server';
import { withChangedVersion } from '../testing/versions-mock';
import { PublishDialog } from './PublishDialog';
import { VersionsDialog } from './VersionsDialog';

const meta: Meta<typeof PublishDialog> = {
  title: 'Shell/Form versions',
  component: PublishDialog,
};
export default meta;
type Story = StoryObj<typeof PublishDialog>;

const frame = (path: string, language: 'zh-CN' | 'en-US' = 'en-US') => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer(withChangedVersion())}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/Pages" element={<AppPages />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** The versions dialog of form 11 (version 2 published, version 4 the latest). */
const versions = (language: 'zh-CN' | 'en-US' = 'en-US') => (
  <StoryFrame
    signedIn
    path="/formDesign?formId=11"
    language={language}
    messages={shellMessages}
    server={shellServer(withChangedVersion())}
  >
    <VersionsDialog
      form={{ id: 11, formName: '客户登记', publishedVersion: 2 }}
      latest={4}
      onRestored={() => undefined}
      onClose={() => undefined}
    />
  </StoryFrame>
);

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Pages: each form's published version, and the publish dialog of one (latest chosen). */
export const Publish: Story = {
  render: () => frame('/app/1/Pages'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Publish the form “客户登记”' },
        { timeout: 10000 },
      ),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Publish “客户登记”' });
    // Wait for the dialog's fade-in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('combobox')).toHaveTextContent('Version 4 (latest)');
  },
};

/** The publish dialog in Chinese. */
export const PublishChinese: Story = {
  render: () => frame('/app/1/Pages', 'zh-CN'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '发布表单“客户登记”' }, { timeout: 10000 }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: '发布“客户登记”' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Versions 2 and 4 side by side: a widget added, one changed (old → new), one the same. */
export const Compare: Story = {
  render: () => versions(),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(
      await dialog.findByRole(
        'checkbox',
        { name: 'Select version 2 to compare' },
        { timeout: 5000 },
      ),
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select version 4 to compare' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Compare selected' }));
    await expect(
      await dialog.findByRole('table', { name: 'Widgets of version 2 and version 4' }),
    ).toBeVisible();
  },
};

/** Restoring version 1 asks first. */
export const Restore: Story = {
  render: () => versions(),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Restore version 1' }, { timeout: 5000 }),
    );
    const ask = await body(canvasElement).findByRole('dialog', { name: 'Restore version 1?' });
    await waitFor(() => expect(ask).toBeVisible());
  },
};

/** The comparison in Chinese. */
export const CompareChinese: Story = {
  render: () => versions('zh-CN'),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(
      await dialog.findByRole('checkbox', { name: '选择第 1 版进行比较' }, { timeout: 5000 }),
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: '选择第 4 版进行比较' }));
    await userEvent.click(dialog.getByRole('button', { name: '比较所选版本' }));
    await expect(
      await dialog.findByRole('table', { name: '第 1 版与第 4 版的组件对比' }),
    ).toBeVisible();
  },
};

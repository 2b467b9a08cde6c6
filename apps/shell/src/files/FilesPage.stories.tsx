import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleFile, uploadTransport } from '../testing/files-mock';
import { type ShellServerData, sampleData, shellServer } from '../testing/shell-server';
import { FilesPage } from './FilesPage';
import { UploadTransportContext } from './upload';

const meta: Meta<typeof FilesPage> = {
  title: 'Shell/Application files',
  component: FilesPage,
};
export default meta;
type Story = StoryObj<typeof FilesPage>;

/** Never resolves: an upload stays at half way, for the progress story. */
const held = new Promise<void>(() => undefined);

const frame = (
  language: 'zh-CN' | 'en-US' = 'zh-CN',
  data: ShellServerData = sampleData(),
  hold = false,
) => (
  <StoryFrame
    signedIn
    path="/app/1/oss"
    language={language}
    messages={shellMessages}
    server={shellServer(data)}
  >
    <UploadTransportContext.Provider value={uploadTransport(data, hold ? { gate: held } : {})}>
      <ViewsProvider>
        <Routes>
          <Route path="/app/:appId/oss" element={<FilesPage />} />
        </Routes>
      </ViewsProvider>
    </UploadTransportContext.Provider>
  </StoryFrame>
);

/** The application's files: name, size, type, uploader and time, with download and delete. */
export const List: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: '文件列表' }, { timeout: 10000 }),
    ).toBeVisible();
  },
};
export const English: Story = { render: () => frame('en-US') };
export const Empty: Story = { render: () => frame('zh-CN', { ...sampleData(), files: [] }) };

/** Twenty-three files: ten on the first page, the pager's total and page numbers under them. */
export const Paged: Story = {
  render: () =>
    frame('zh-CN', {
      ...sampleData(),
      files: Array.from({ length: 23 }, (_, i) =>
        sampleFile({
          key: `k${i}_note-${i + 1}.txt`,
          name: `note-${i + 1}.txt`,
          size: 1024 * (i + 1),
          updatedAt: new Date(Date.UTC(2026, 4, 1, 0, 23 - i)).toISOString(),
        }),
      ),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 23 条', {}, { timeout: 10000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '转到第 3 页' }));
    await expect(await canvas.findByText('note-23.txt')).toBeVisible();
  },
};

/** Two files picked at once: each with its progress bar while it is sent. */
export const Uploading: Story = {
  render: () => frame('zh-CN', sampleData(), true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '文件列表' }, { timeout: 10000 });
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['x'.repeat(4096)], '会议纪要.docx', { type: 'application/msword' }),
      new File(['y'.repeat(1024)], 'site-plan.png', { type: 'image/png' }),
    ]);
    await expect(
      await canvas.findByRole('progressbar', { name: '“site-plan.png”的上传进度' }),
    ).toBeVisible();
  },
};

/** Two files selected, then "delete selected": the question names each of them. */
export const DeleteSelected: Story = {
  render: () => frame('en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Select “contract.pdf”' }, { timeout: 10000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (2)' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete files' });
    // the dialog has faded in before the accessibility check reads its colours
    await waitFor(() =>
      expect(getComputedStyle(dialog.parentElement as HTMLElement).opacity).toBe('1'),
    );
    await expect(within(dialog).getByText('customers.xlsx')).toBeVisible();
  },
};

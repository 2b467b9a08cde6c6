import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FileUploadWidget } from './FileUploadWidget';
import { WidgetHarness, createFakeUploader, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/FileUpload' };
export default meta;
type Story = StoryObj;

const attachments = makeWidget(
  'fileupload',
  { tip: 'PDF or Word documents, up to 9 files', multiple: true },
  { name: 'Attachments' },
);
const cloud = makeWidget('fileupload', { isQiniu: true }, { name: 'Cloud files' });
const uploader = { uploadFile: createFakeUploader({ steps: [25, 50, 75, 100], interval: 100 }) };
const noToken = { getUploadToken: () => Promise.resolve(null) };

export const UploadWithTip: Story = {
  render: () => (
    <WidgetHarness
      component={FileUploadWidget}
      widget={attachments}
      value={[]}
      services={uploader}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PDF or Word documents, up to 9 files')).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText('Files for Attachments'),
      new File(['quarterly numbers'], 'report.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByRole('progressbar', { name: /^Uploading/ })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'report.pdf' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(
      '"name":"report.pdf"',
    );
  },
};

export const CloudModeWithoutToken: Story = {
  render: () => (
    <WidgetHarness component={FileUploadWidget} widget={cloud} value={[]} services={noToken} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Select file for Cloud files' }),
    ).toBeNull();
  },
};

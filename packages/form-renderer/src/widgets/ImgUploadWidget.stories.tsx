import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImgUploadWidget } from './ImgUploadWidget';
import { WidgetHarness, createFakeUploader, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/ImgUpload' };
export default meta;
type Story = StoryObj;

/** A small PNG of one colour, drawn on a canvas. */
async function swatchImage(name: string, color: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = color;
    context.fillRect(0, 0, 64, 64);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

const gallery = makeWidget(
  'imgupload',
  { limit: 4, min: 1, isDelete: true, isEdit: true, multiple: true },
  { name: 'Gallery' },
);
const readonly = makeWidget('imgupload', { readonly: true, isDelete: true }, { name: 'Evidence' });
const slowUploader = {
  uploadFile: createFakeUploader({ steps: [20, 45, 70, 90, 100], interval: 120 }),
};
const failingUploader = { uploadFile: createFakeUploader({ fails: () => true, interval: 30 }) };

export const UploadWithProgress: Story = {
  render: () => (
    <WidgetHarness
      component={ImgUploadWidget}
      widget={gallery}
      value={[]}
      services={slowUploader}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Files for Gallery'),
      await swatchImage('teal.png', '#009688'),
    );
    await expect(await canvas.findByRole('progressbar', { name: /^Uploading/ })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Replace teal.png' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(
      '"name":"teal.png"',
    );
  },
};

export const FailedUploadIsRemoved: Story = {
  render: () => (
    <WidgetHarness
      component={ImgUploadWidget}
      widget={gallery}
      value={[]}
      services={failingUploader}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Files for Gallery'),
      await swatchImage('red.png', '#f44336'),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Upload of red.png failed');
    await expect(await canvas.findByRole('button', { name: 'Upload Gallery' })).toBeEnabled();
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('[]');
  },
};

export const ReadonlyAndDisabled: Story = {
  render: () => (
    <>
      <WidgetHarness component={ImgUploadWidget} widget={readonly} value={[]} />
      <WidgetHarness component={ImgUploadWidget} widget={gallery} value={[]} disabled />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Upload Evidence' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upload Gallery' })).toBeDisabled();
  },
};

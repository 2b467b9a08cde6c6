import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComponentWidget } from './ComponentWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Component' };
export default meta;
type Story = StoryObj;

const card = makeWidget(
  'component',
  {
    template:
      '<div style="border:1px solid #ccc;padding:8px;border-radius:4px"><h4 style="margin:0">Delivery</h4><p style="margin:4px 0 0">Ships in 2 days.</p><img src="/missing-template-image.png" alt="" onerror="window.__templateRan = true"></div>',
  },
  { name: 'Delivery card' },
);

export const SanitizedTemplate: Story = {
  render: () => <WidgetHarness component={ComponentWidget} widget={card} />,
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Delivery card' });
    await expect(within(group).getByRole('heading', { name: 'Delivery' })).toBeVisible();
    // Once the browser has given up on the missing image, a handler would have run by now.
    await new Promise<void>((resolve) => {
      const probe = new Image();
      probe.onerror = () => resolve();
      probe.onload = () => resolve();
      probe.src = '/missing-template-image.png';
    });
    await expect((window as { __templateRan?: boolean }).__templateRan).toBeUndefined();
  },
};

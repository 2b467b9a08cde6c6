import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HtmlWidget } from './HtmlWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Html' };
export default meta;
type Story = StoryObj;

const notice = makeWidget('html', {
  defaultValue:
    '<p>Please read the <a href="#terms">terms</a> <strong>before</strong> you sign.</p>',
});
const hostile = makeWidget('html', {
  defaultValue:
    '<p>Harmless text</p><img src="/missing-image.png" alt="" onerror="window.__htmlWidgetRan = true"><script>window.__htmlWidgetRan = true</script>',
});

/** Resolves once the browser has given up on an image address (its error event fired). */
function imageFailed(src: string) {
  return new Promise<void>((resolve) => {
    const probe = new Image();
    probe.onerror = () => resolve();
    probe.onload = () => resolve();
    probe.src = src;
  });
}

export const Markup: Story = {
  render: () => <WidgetHarness component={HtmlWidget} widget={notice} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'terms' })).toBeVisible();
  },
};

export const HostileMarkupIsSanitized: Story = {
  render: () => <WidgetHarness component={HtmlWidget} widget={hostile} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Harmless text')).toBeVisible();
    await imageFailed('/missing-image.png');
    await expect((window as { __htmlWidgetRan?: boolean }).__htmlWidgetRan).toBeUndefined();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomWidget } from './CustomWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Custom' };
export default meta;
type Story = StoryObj;

const signature = makeWidget('custom', {}, { name: 'Signature', el: 'signature-pad' });

export const UnregisteredComponent: Story = {
  render: () => (
    <>
      <WidgetHarness component={CustomWidget} widget={signature} />
      <WidgetHarness component={CustomWidget} widget={signature} locale="zh-CN" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getAllByRole('note', { name: 'Signature' });
    await expect(notes[0]).toHaveTextContent('signature-pad');
    await expect(notes[1]).toHaveTextContent('此应用未提供自定义字段“signature-pad”。');
  },
};

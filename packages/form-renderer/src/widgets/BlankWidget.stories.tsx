import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RendererServices } from '../contract';
import { BlankWidget } from './BlankWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Blank' };
export default meta;
type Story = StoryObj;

const counter = makeWidget(
  'blank',
  { defaultType: 'Object' },
  { name: 'Counter', model: 'counter' },
);
const empty = makeWidget('blank', {}, { name: 'Reserved area' });

const slots: Partial<RendererServices> = {
  renderSlot: (model, { value, onChange }) => {
    if (model !== 'counter') return null;
    const count = (value as { count?: number } | null)?.count ?? 0;
    return (
      <button type="button" onClick={() => onChange({ count: count + 1 })}>
        Clicked {count} times
      </button>
    );
  },
};

export const HostSlot: Story = {
  render: () => (
    <WidgetHarness component={BlankWidget} widget={counter} value={{}} services={slots} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clicked 0 times' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('{"count":1}');
  },
};

export const NoSlot: Story = {
  render: () => <WidgetHarness component={BlankWidget} widget={empty} value="" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Reserved area' }),
    ).toBeEmptyDOMElement();
  },
};

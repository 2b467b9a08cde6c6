import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RateWidget } from './RateWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Rate' };
export default meta;
type Story = StoryObj;

const service = makeWidget('rate', { max: 5, showScore: true }, { name: 'Service' });
const taste = makeWidget('rate', { max: 10, allowHalf: true, showScore: true }, { name: 'Taste' });

export const WithScore: Story = {
  render: () => <WidgetHarness component={RateWidget} widget={service} value={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Rating reads the pointer position, so point at the middle of the fourth star.
    const star = (canvas.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).labels?.[0];
    if (!star) throw new Error('the fourth star has no label');
    const box = star.getBoundingClientRect();
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([
      { target: star, coords },
      { keys: '[MouseLeft]', target: star, coords },
    ]);
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(/^4$/);
    await expect(canvas.getByText('4', { selector: 'span' })).toBeVisible();
  },
};

export const HalfStarsOfTen: Story = {
  render: () => <WidgetHarness component={RateWidget} widget={taste} value={6.5} />,
};

export const Disabled: Story = {
  render: () => <WidgetHarness component={RateWidget} widget={service} value={3} disabled />,
};

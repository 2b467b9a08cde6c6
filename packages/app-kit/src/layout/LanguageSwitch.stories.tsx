import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { LanguageSwitch } from './LanguageSwitch';

const meta: Meta<typeof LanguageSwitch> = {
  title: 'App kit/Language switch',
  component: LanguageSwitch,
};
export default meta;
type Story = StoryObj<typeof LanguageSwitch>;

export const Chinese: Story = {
  render: () => (
    <StoryFrame>
      <LanguageSwitch color="default" />
    </StoryFrame>
  ),
};

/** From the keyboard: the menu opens on the current language, Escape returns to the button. */
export const Keyboard: Story = {
  render: () => (
    <StoryFrame language="en-US">
      <LanguageSwitch color="default" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const current = await screen.findByRole('menuitem', { name: 'English' });
    await expect(current).toHaveClass('Mui-selected');
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

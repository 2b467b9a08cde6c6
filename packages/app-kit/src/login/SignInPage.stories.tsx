import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { SignInPage } from './SignInPage';

const meta: Meta<typeof SignInPage> = {
  title: 'App kit/Sign-in page',
  component: SignInPage,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof SignInPage>;

export const Chinese: Story = {
  render: () => (
    <StoryFrame>
      <SignInPage />
    </StoryFrame>
  ),
};

export const WrongPassword: Story = {
  render: () => (
    <StoryFrame language="en-US">
      <SignInPage />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Account'), ' admin ');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Account and password are incorrect.',
    );
  },
};

export const Locked: Story = {
  render: () => (
    <StoryFrame
      language="en-US"
      server={(request) =>
        request.path.endsWith('/sysInfo')
          ? { code: 20000, data: { sysName: 'Integrated platform', sysLog: null } }
          : {
              code: 42300,
              // the server says how long, in the language the page asked for
              message: 'The account is locked. Try again in 10 minutes.',
              data: { lockedUntil: new Date(Date.now() + 9.5 * 60_000).toISOString() },
            }
      }
    >
      <SignInPage />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Account'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'x{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Try again in 10 minutes');
  },
};

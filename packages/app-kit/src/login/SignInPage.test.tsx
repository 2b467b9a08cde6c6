import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdapter } from '../testing/mock-adapter';
import { Route, renderWithKit } from '../testing/render';
import { SignInPage } from './SignInPage';

const setup = () =>
  renderWithKit(<Route path="*" element={<SignInPage />} />, '/login', {
    adapter: mockAdapter((request) =>
      request.path.endsWith('/sysInfo')
        ? { code: 20000, data: { sysName: 'Test platform', sysLog: null } }
        : { code: 60204, message: 'Account and password are incorrect.' },
    ),
  });

describe('sign-in page', () => {
  it('shows the form and the language button in its first render', () => {
    setup();
    expect(screen.getByLabelText('Account')).toHaveFocus();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('names what is missing under each empty field', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Account')).toHaveAccessibleDescription('Enter your account');
    expect(screen.getByLabelText('Account')).toBeInvalid();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      'Enter your password',
    );
  });

  it('shows and hides the password', async () => {
    setup();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password', { exact: true });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in on Enter and shows why it failed', async () => {
    setup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'wrong{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account and password are incorrect.');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

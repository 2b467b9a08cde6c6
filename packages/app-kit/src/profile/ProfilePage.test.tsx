import { AVATAR_MAX_BYTES } from '@org/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadUserInfo } from '../session/session-slice';
import { removeToken, setToken } from '../session/token';
import { userInfo } from '../testing/fixtures';
import { mockAdapter } from '../testing/mock-adapter';
import { Route, renderWithKit } from '../testing/render';
import { ProfilePage } from './ProfilePage';
import { CURRENT_PASSWORD, profileServer, sessionId } from './profile-fixtures';

afterEach(() => removeToken());

function setup() {
  setToken('token-1');
  const server = profileServer();
  const view = renderWithKit(<Route path="*" element={<ProfilePage />} />, '/profile', {
    adapter: mockAdapter(server),
  });
  view.kit.store.dispatch(loadUserInfo.fulfilled(userInfo({ username: '张三' }), 'test'));
  return { ...view, server, user: userEvent.setup({ applyAccept: false }) };
}

const png = (size = 64, name = 'me.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('the personal centre', () => {
  it('shows the user’s account, organisations, roles and last sign-in', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Personal centre' })).toBeVisible();
    const about = await screen.findByRole('region', { name: 'About me' });
    expect(await within(about).findByText('zhangsan')).toBeVisible();
    expect(within(about).getByText('研发部')).toBeVisible();
    expect(within(about).getByText('main')).toBeVisible();
    expect(within(about).getByText('财务部')).toBeVisible();
    expect(within(about).getByText('普通用户')).toBeVisible();
    expect(within(about).getByText(/\(10\.1\.2\.3\)$/)).toBeVisible();
    expect(within(about).getByText('Male')).toBeVisible();
  });

  it('checks the profile as the server does, saves it trimmed, and shows the server’s refusal', async () => {
    const { server, user, kit } = setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the Name')).toBeVisible();
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(server.log.updates).toEqual([]);

    await user.type(name, '  张三丰 ');
    await user.clear(email);
    await user.type(email, 'zsf@taken.example');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is already used')).toBeVisible();

    await user.clear(email);
    await user.type(email, 'zsf@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.log.updates).toHaveLength(2));
    expect(server.log.updates[1]).toEqual({
      username: '张三丰',
      mobile: '13800000000',
      email: 'zsf@example.com',
      gender: '2',
    });
    // the header's name is read again
    await waitFor(() => expect(kit.store.getState().session.name).toBe('张三丰'));
  });

  it('refuses an avatar of the wrong type or size before sending it, and shows a good one', async () => {
    const { server, user } = setup();
    const input = await screen.findByLabelText('Change avatar');
    await user.upload(input, png(10, 'drawing.svg', 'image/svg+xml'));
    const refusal = await screen.findByText(
      'Only PNG, JPEG, GIF or WebP images can be used (chosen: drawing.svg)',
    );
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(input).toHaveAccessibleDescription(refusal.textContent ?? '');
    await user.upload(input, png(AVATAR_MAX_BYTES + 1, 'big.png'));
    expect(
      await screen.findByText('The image may be at most 2 MB (the chosen one is 2.0 MB)'),
    ).toBeVisible();
    expect(server.log.avatars).toEqual([]);

    await user.upload(input, png());
    await waitFor(() => expect(server.log.avatars).toEqual(['u/3/me.png']));
    const avatar = await screen.findByRole('img', { name: 'Avatar of 张三' });
    await waitFor(() => expect(avatar).toHaveAttribute('src', '/storage/file/u/3/me.png'));
    expect(screen.queryByText(/may be at most 2 MB/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove avatar' }));
    await waitFor(() => expect(server.log.avatars).toEqual(['u/3/me.png', null]));
  });

  it('changes the password with the current one and says how many sessions ended', async () => {
    const { server, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Password' }));
    const current = screen.getByLabelText(/Current password$/);
    const fresh = screen.getByLabelText(/New password$/);
    const again = screen.getByLabelText(/Confirm new password$/);
    await user.type(current, CURRENT_PASSWORD);
    await user.type(fresh, 'short');
    await user.type(again, 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password needs at least 8 characters')).toBeVisible();
    expect(screen.getByText('The two new passwords differ')).toBeVisible();

    await user.clear(fresh);
    await user.type(fresh, CURRENT_PASSWORD);
    expect(
      await screen.findByText('The new password must differ from the current one'),
    ).toBeVisible();
    expect(server.log.passwords).toEqual([]);

    await user.clear(current);
    await user.type(current, 'Wrong#2026');
    await user.clear(fresh);
    await user.type(fresh, 'Fresh#2026');
    await user.clear(again);
    await user.type(again, 'Fresh#2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeVisible();

    await user.clear(current);
    await user.type(current, CURRENT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed; 2 other session(s) signed out'),
    ).toBeVisible();
    expect(server.log.passwords).toHaveLength(2);
    expect(current).toHaveValue('');
  });

  it('lists the sessions by device and ends another one after a confirmation', async () => {
    const { server, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Sessions' }));
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    const devices = ['Chrome 126 · Windows 10', 'Safari 17 · iOS 17.5', 'Firefox 128 · Linux'];
    devices.forEach((device, index) => {
      const cell = within(rows[index] as HTMLElement).getAllByRole('cell')[0] as HTMLElement;
      expect(within(cell).getByText(device)).toBeVisible();
    });
    expect(within(rows[1] as HTMLElement).getByTitle('Phone')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('This session')).toBeVisible();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Sign out Safari 17 · iOS 17.5 (10.8.0.7)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign out a session' });
    expect(dialog).toHaveTextContent('Sign out Safari 17 · iOS 17.5 (10.8.0.7)?');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(server.log.ended).toEqual([[sessionId('b')]]));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Sign out all others' }));
    const all = await screen.findByRole('dialog', { name: 'Sign out a session' });
    expect(all).toHaveTextContent('Sign out Firefox 128 · Linux (192.168.5.20)?');
    await user.click(within(all).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(server.log.ended[1]).toEqual([sessionId('c')]));
    expect(await screen.findByText('Only this session is signed in.')).toBeVisible();
  });

  it('leaves a session that ended to the expired-login dialog', async () => {
    setToken('token-1');
    const view = renderWithKit(<Route path="*" element={<ProfilePage />} />, '/profile', {
      adapter: mockAdapter(() => ({ code: 50008, message: 'Illegal token.' })),
    });
    view.kit.store.dispatch(loadUserInfo.fulfilled(userInfo(), 'test'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('status reminder');
    expect(screen.queryByText('Illegal token.')).toBeNull();
  });
});

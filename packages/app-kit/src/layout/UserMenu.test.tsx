import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, renderWithKit } from '../testing/render';
import { UserMenu } from './UserMenu';

describe('the user menu', () => {
  it('opens the personal centre, then signs out', async () => {
    const onProfile = vi.fn();
    const onLogout = vi.fn();
    renderWithKit(
      <Route
        path="*"
        element={<UserMenu name="张三" avatar={null} onProfile={onProfile} onLogout={onLogout} />}
      />,
      '/',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /张三/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Personal centre', 'Log out']);
    await user.click(screen.getByRole('menuitem', { name: 'Personal centre' }));
    expect(onProfile).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no personal centre when the app offers none', async () => {
    renderWithKit(
      <Route
        path="*"
        element={<UserMenu name="张三" avatar={null} onLogout={() => undefined} />}
      />,
      '/',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /张三/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Log out',
    ]);
  });
});

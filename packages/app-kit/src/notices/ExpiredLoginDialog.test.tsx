import { API, routeUrl } from '@org/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireSession } from '../routing/guard';
import { getToken, removeToken, setToken } from '../session/token';
import { userInfo } from '../testing/fixtures';
import { mockAdapter } from '../testing/mock-adapter';
import { Route, renderWithKit } from '../testing/render';

afterEach(() => removeToken());

const expiring = (code: number) =>
  mockAdapter((request) => {
    if (request.path.endsWith('/login/userInfo')) return { code: 20000, data: userInfo() };
    return { code, message: 'The session expired.' };
  });

function setup(code: number) {
  setToken('token-1');
  const view = renderWithKit(
    <Route
      path="*"
      element={
        <RequireSession>
          <p>page</p>
        </RequireSession>
      }
    />,
    '/',
    { adapter: expiring(code) },
  );
  let opened = 0;
  let wasOpen = false;
  view.kit.store.subscribe(() => {
    const open = view.kit.store.getState().session.reloginOpen;
    if (open && !wasOpen) opened += 1;
    wasOpen = open;
  });
  const burst = () =>
    Promise.allSettled([1, 2, 3, 4, 5].map(() => view.kit.http.get(routeUrl(API.position.page))));
  return { ...view, burst, opened: () => opened };
}

describe('expired-login dialog', () => {
  it.each([50008, 50012, 50014, 40001])('opens once for a burst of %i answers', async (code) => {
    const view = setup(code);
    await screen.findByText('page');
    const results = await view.burst();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('status reminder');
    expect(screen.getByRole('dialog')).toHaveTextContent('Your login state has expired');
    expect(view.opened()).toBe(1);
    // no toast for these codes
    expect(screen.queryByText('The session expired.')).toBeNull();
  });

  it('cancel leaves the user on the page, and a later expiry prompts again', async () => {
    const view = setup(50014);
    await screen.findByText('page');
    await view.burst();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToken()).toBe('token-1');
    expect(screen.getByText('page')).toBeInTheDocument();
    await view.burst();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(view.opened()).toBe(2);
  });

  it('re-login resets the token and reloads', async () => {
    const view = setup(50008);
    await screen.findByText('page');
    await view.burst();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 're-login' }));
    expect(getToken()).toBeNull();
    expect(view.reload.count).toBe(1);
  });

  it('shows other failures as a notice with the message', async () => {
    const view = setup(40009);
    await screen.findByText('page');
    await view.burst();
    expect((await screen.findAllByText('The session expired.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

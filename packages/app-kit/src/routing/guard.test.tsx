import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInPage } from '../login/SignInPage';
import { getToken, removeToken, setToken } from '../session/token';
import { userInfo } from '../testing/fixtures';
import { mockAdapter, type MockHandler } from '../testing/mock-adapter';
import { Route, renderWithKit } from '../testing/render';
import { GuestOnly, RequireSession } from './guard';

const routes = (
  <>
    <Route
      path="/login"
      element={
        <GuestOnly>
          <SignInPage />
        </GuestOnly>
      }
    />
    <Route
      path="*"
      element={
        <RequireSession>
          <p>guarded page</p>
        </RequireSession>
      }
    />
  </>
);

const location = () => screen.getByTestId('location').textContent;

const server =
  (info: MockHandler): MockHandler =>
  (request) => {
    if (request.path.endsWith('/sysInfo'))
      return { code: 20000, data: { sysName: 'Test platform', sysLog: null } };
    if (request.path.endsWith('/sysUser/v1/login')) {
      const body = request.body as { account: string; password: string };
      return body.account === 'admin' && body.password === 'Admin@123'
        ? { code: 20000, data: 'token-1' }
        : { code: 60204, message: 'Account and password are incorrect.' };
    }
    if (request.path.endsWith('/login/userInfo')) return info(request);
    return { code: 40004, message: 'Not found' };
  };

afterEach(() => removeToken());

describe('route guard', () => {
  it('sends a visitor without a token to /login with the page as redirect', async () => {
    renderWithKit(routes, '/system/position?page=2', {
      adapter: mockAdapter(server(() => ({ code: 20000 }))),
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/system/position?page=2')}`);
  });

  it('signs in with the account trimmed and returns to the redirect', async () => {
    let sentAccount = '';
    let infoQuery: URLSearchParams | undefined;
    const adapter = mockAdapter((request) => {
      if (request.path.endsWith('/sysUser/v1/login'))
        sentAccount = (request.body as { account: string }).account;
      if (request.path.endsWith('/login/userInfo')) infoQuery = request.query;
      return server((r) =>
        r.token === 'token-1' ? { code: 20000, data: userInfo() } : { code: 50008 },
      )(request);
    });
    renderWithKit(routes, '/login?redirect=%2Fsystem%2Fposition', { adapter });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account'), '  admin  ');
    await user.type(screen.getByLabelText('Password'), 'Admin@123{Enter}');
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
    expect(sentAccount).toBe('admin');
    expect(location()).toBe('/system/position');
    expect(getToken()).toBe('token-1');
    // the token travels in the header only, never in a URL (logs, history, proxies)
    expect(infoQuery?.has('token')).toBe(false);
  });

  it('shows a wrong password and stays on the sign-in page', async () => {
    renderWithKit(routes, '/login', { adapter: mockAdapter(server(() => ({ code: 20000 }))) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account and password are incorrect.',
    );
    expect(location()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('sends a signed-in user who opens /login to /', async () => {
    setToken('token-1');
    renderWithKit(routes, '/login', {
      adapter: mockAdapter(server(() => ({ code: 20000, data: userInfo() }))),
    });
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('clears the token and returns to sign-in with the message when the user info is empty', async () => {
    setToken('token-1');
    renderWithKit(routes, '/system/user', {
      adapter: mockAdapter(server(() => ({ code: 20000, data: null }))),
    });
    expect(
      await screen.findByText('Verification failed, please sign in again'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fsystem%2Fuser'));
    expect(getToken()).toBeNull();
  });

  it('shows the server message of a failed user info, without the expired-login dialog', async () => {
    setToken('stale');
    renderWithKit(routes, '/system/user', {
      adapter: mockAdapter(server(() => ({ code: 50008, message: 'Illegal token.' }))),
    });
    expect(await screen.findByText('Illegal token.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fsystem%2Fuser'));
    expect(getToken()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the app when the user info starts loading, once, with the info to come', async () => {
    setToken('token-1');
    const started: Promise<string>[] = [];
    renderWithKit(
      <Route
        path="*"
        element={
          <RequireSession onLoadStart={(info) => started.push(info.then((i) => i.account))}>
            <p>guarded page</p>
          </RequireSession>
        }
      />,
      '/system/user',
      { adapter: mockAdapter(server(() => ({ code: 20000, data: userInfo() }))) },
    );
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
    expect(started).toHaveLength(1);
    expect(await started[0]).toBe(userInfo().account);
  });

  it('starts the user info as the sign-in is accepted, and the guard waits for that one', async () => {
    const infoCalls: string[] = [];
    const adapter = mockAdapter((request) => {
      if (request.path.endsWith('/login/userInfo')) infoCalls.push(request.token ?? '');
      return server(() => ({ code: 20000, data: userInfo() }))(request);
    });
    // the sign-in page and the guard are both given it: the app is told once
    const started: Promise<string>[] = [];
    const onLoadStart = (info: Promise<{ account: string }>) =>
      started.push(info.then((i) => i.account));
    renderWithKit(
      <>
        <Route
          path="/login"
          element={
            <GuestOnly>
              <SignInPage onLoadStart={onLoadStart} />
            </GuestOnly>
          }
        />
        <Route
          path="*"
          element={
            <RequireSession onLoadStart={onLoadStart}>
              <p>guarded page</p>
            </RequireSession>
          }
        />
      </>,
      '/login?redirect=%2Fsystem%2Fuser',
      { adapter },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Admin@123{Enter}');
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
    expect(location()).toBe('/system/user');
    expect(infoCalls).toEqual(['token-1']);
    expect(started).toHaveLength(1);
    expect(await started[0]).toBe(userInfo().account);
  });
});

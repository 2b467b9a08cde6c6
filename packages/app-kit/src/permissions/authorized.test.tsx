import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from 'react-redux';
import { loadUserInfo } from '../session/session-slice';
import { createAppKit } from '../store';
import { userInfo } from '../testing/fixtures';
import { Authorized, useCan } from './authorized';

function kitWith(info: ReturnType<typeof userInfo> | null) {
  const kit = createAppKit();
  if (info) kit.store.dispatch(loadUserInfo.fulfilled(info, 'test'));
  return kit;
}

function Probe({ code }: { code: string }) {
  return <span>{useCan(code) ? `can ${code}` : `cannot ${code}`}</span>;
}

const editor = userInfo({
  account: 'editor',
  username: '',
  menu: ['editor'],
  isAdmin: false,
  resources: [
    { resourceCode: 'system:position', resourceType: 'MENU' },
    { resourceCode: 'system:position:edit', resourceType: 'BUTTON' },
  ],
});

describe('permission checks', () => {
  it('allows the codes the user holds and refuses the others', () => {
    render(
      <Provider store={kitWith(editor).store}>
        <Probe code="system:position:edit" />
        <Probe code="system:position:remove" />
        <Authorized code="system:position:edit">
          <button type="button">Edit</button>
        </Authorized>
        <Authorized code="system:position:remove" fallback={<span>no delete</span>}>
          <button type="button">Delete</button>
        </Authorized>
      </Provider>,
    );
    expect(screen.getByText('can system:position:edit')).toBeInTheDocument();
    expect(screen.getByText('cannot system:position:remove')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('no delete')).toBeInTheDocument();
  });

  it('allows every code to the administrator', () => {
    render(
      <Provider store={kitWith(userInfo()).store}>
        <Probe code="system:anything:remove" />
      </Provider>,
    );
    expect(screen.getByText('can system:anything:remove')).toBeInTheDocument();
  });

  it('refuses everything before the user info is loaded', () => {
    render(
      <Provider store={kitWith(null).store}>
        <Probe code="system:position" />
      </Provider>,
    );
    expect(screen.getByText('cannot system:position')).toBeInTheDocument();
  });

  it('keeps the display name as username, falling back to account', () => {
    const kit = kitWith(editor);
    expect(kit.store.getState().session.name).toBe('editor');
  });
});

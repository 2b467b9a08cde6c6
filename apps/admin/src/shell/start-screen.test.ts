import { type KitDispatch } from '@org/app-kit';
import { READ_ONLY_USER, userInfo } from '@org/app-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '../screens/registry';
import { preloadScreenCodeAt, startSeededScreenAt } from './AdminShell';

const dispatch = vi.fn() as unknown as KitDispatch;
const users = SCREENS['system/user/index'];

afterEach(() => vi.restoreAllMocks());

describe('starting the screen a sign-in leads to', () => {
  it('runs the code of the screen the seed places at the redirect, asking nothing', () => {
    if (!users) throw new Error('The users screen is not registered.');
    const code = vi.spyOn(users, 'preloadCode').mockResolvedValue(undefined);
    const page = vi.spyOn(users, 'prefetchFirstPage');
    preloadScreenCodeAt('/system/user');
    preloadScreenCodeAt('/nowhere');
    expect(code).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
  });

  it('asks for its first page once the user info says the user may read it', () => {
    if (!users) throw new Error('The users screen is not registered.');
    const page = vi.spyOn(users, 'prefetchFirstPage').mockReturnValue(undefined);
    vi.spyOn(users, 'preload').mockResolvedValue(() => null);
    const reader = userInfo({
      ...READ_ONLY_USER,
      resources: [{ resourceCode: 'system:user', resourceType: 'MENU' }],
    });
    startSeededScreenAt(userInfo({ ...READ_ONLY_USER }), '/system/user', dispatch);
    expect(page).not.toHaveBeenCalled();
    startSeededScreenAt(reader, '/system/user', dispatch);
    startSeededScreenAt(userInfo(), '/system/user', dispatch);
    expect(page).toHaveBeenCalledTimes(2);
  });
});

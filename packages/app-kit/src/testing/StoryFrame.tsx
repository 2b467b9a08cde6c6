import type { Resource } from 'i18next';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { AppKitProvider } from '../AppKitProvider';
import { addResources, createI18n } from '../i18n/i18n';
import { listMessages } from '../list/messages';
import { type UserInfo, loadUserInfo, openRelogin } from '../session/session-slice';
import { createAppKit } from '../store';
import { userInfo } from './fixtures';
import { mockAdapter, type MockHandler } from './mock-adapter';

const defaultServer: MockHandler = (request) => {
  if (request.path.endsWith('/sysInfo'))
    return { code: 20000, data: { sysName: '综合业务平台', sysLog: null } };
  if (request.path.endsWith('/sysUser/v1/login')) {
    return { code: 60204, message: 'Account and password are incorrect.' };
  }
  return { code: 40004, message: 'Not found' };
};

export interface StoryFrameProps {
  children: ReactNode;
  path?: string;
  signedIn?: boolean;
  /** Changes to the signed-in user (with `signedIn`). */
  user?: Partial<UserInfo>;
  reloginOpen?: boolean;
  language?: 'zh-CN' | 'en-US';
  server?: MockHandler;
  /** The app's texts (by language, then namespace). */
  messages?: Resource;
}

/** The kit's providers with a mocked server and all the kit's texts, for stories. */
export function StoryFrame({
  children,
  path = '/',
  signedIn = false,
  user,
  reloginOpen = false,
  language = 'zh-CN',
  server = defaultServer,
  messages = {},
}: StoryFrameProps) {
  const [setup] = useState(() => {
    const kit = createAppKit({ adapter: mockAdapter(server, 50) });
    if (signedIn) kit.store.dispatch(loadUserInfo.fulfilled(userInfo(user), 'story'));
    if (reloginOpen) kit.store.dispatch(openRelogin());
    const i18n = createI18n(messages, language);
    addResources(i18n, listMessages);
    return { kit, i18n };
  });
  return (
    <AppKitProvider kit={setup.kit} i18n={setup.i18n} reload={() => undefined}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AppKitProvider>
  );
}

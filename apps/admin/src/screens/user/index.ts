import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { userMessages } from './messages';
import { userApi } from './user-api';

/** 用户管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/user/index': lazyScreen(
      () => import('./UserScreen').then((module) => module.UserScreen),
      userApi.endpoints.userPage,
    ),
  },
  messages: userMessages,
};

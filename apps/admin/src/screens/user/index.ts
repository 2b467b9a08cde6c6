import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { userMessages } from './messages';

/** 用户管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/user/index': lazyScreen(
      () => import('./UserScreen').then((module) => module.UserScreen),
      () => import('./user-api').then((module) => module.userApi.endpoints.userPage),
    ),
  },
  messages: userMessages,
};

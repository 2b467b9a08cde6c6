import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { userGroupMessages } from './messages';

/** 用户组管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/userGroup/index': lazyScreen(
      () => import('./UserGroupScreen').then((module) => module.UserGroupScreen),
      () =>
        import('./user-group-api').then((module) => module.userGroupApi.endpoints.userGroupPage),
    ),
  },
  messages: userGroupMessages,
};

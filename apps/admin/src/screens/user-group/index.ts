import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { userGroupMessages } from './messages';
import { userGroupApi } from './user-group-api';

/** 用户组管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/userGroup/index': lazyScreen(
      () => import('./UserGroupScreen').then((module) => module.UserGroupScreen),
      userGroupApi.endpoints.userGroupPage,
    ),
  },
  messages: userGroupMessages,
};

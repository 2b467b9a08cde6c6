import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { roleMessages } from './messages';
import { roleApi } from './role-api';

/** 角色管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/role/index': lazyScreen(
      () => import('./RoleScreen').then((module) => module.RoleScreen),
      roleApi.endpoints.rolePage,
    ),
  },
  messages: roleMessages,
};

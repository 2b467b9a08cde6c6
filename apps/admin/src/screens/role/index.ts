import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { roleMessages } from './messages';

/** 角色管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/role/index': lazyScreen(
      () => import('./RoleScreen').then((module) => module.RoleScreen),
      () => import('./role-api').then((module) => module.roleApi.endpoints.rolePage),
    ),
  },
  messages: roleMessages,
};

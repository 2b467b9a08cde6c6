import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { loginLogApi } from './login-log-api';
import { loginLogMessages } from './messages';

/** 登录日志. */
export const screenModule: ScreenModule = {
  screens: {
    'system/loginLog/index': lazyScreen(
      () => import('./LoginLogScreen').then((module) => module.LoginLogScreen),
      loginLogApi.endpoints.loginLogPage,
    ),
  },
  messages: loginLogMessages,
};

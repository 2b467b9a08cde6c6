import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { operLogMessages } from './messages';
import { operLogApi } from './oper-log-api';

/** 操作日志. */
export const screenModule: ScreenModule = {
  screens: {
    'system/operLog/index': lazyScreen(
      () => import('./OperLogScreen').then((module) => module.OperLogScreen),
      operLogApi.endpoints.operLogPage,
    ),
  },
  messages: operLogMessages,
};

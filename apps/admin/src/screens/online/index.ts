import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { onlineMessages } from './messages';
import { onlineApi } from './online-api';

/** 在线用户. */
export const screenModule: ScreenModule = {
  screens: {
    'system/online/index': lazyScreen(
      () => import('./OnlineScreen').then((module) => module.OnlineScreen),
      onlineApi.endpoints.onlinePage,
    ),
  },
  messages: onlineMessages,
};

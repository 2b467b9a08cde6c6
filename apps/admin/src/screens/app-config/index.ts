import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { appConfigMessages } from './messages';
import { appConfigApi } from './app-config-api';

/** 应用配置 and its page 配置项. */
export const screenModule: ScreenModule = {
  screens: {
    'system/appConfig/index': lazyScreen(
      () => import('./AppConfigScreen').then((module) => module.AppConfigScreen),
      appConfigApi.endpoints.configuredAppPage,
    ),
    'system/appConfigItem/index': lazyScreen(() =>
      import('./AppConfigItemsScreen').then((module) => module.AppConfigItemsScreen),
    ),
  },
  messages: appConfigMessages,
};

import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { externalAppMessages } from './messages';
import { externalAppApi } from './external-app-api';

/** 外部应用. */
export const screenModule: ScreenModule = {
  screens: {
    'system/externalApp/index': lazyScreen(
      () => import('./ExternalAppScreen').then((module) => module.ExternalAppScreen),
      externalAppApi.endpoints.externalAppPage,
    ),
  },
  messages: externalAppMessages,
};

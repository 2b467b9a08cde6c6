import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { externalAppMessages } from './messages';

/** 外部应用. */
export const screenModule: ScreenModule = {
  screens: {
    'system/externalApp/index': lazyScreen(
      () => import('./ExternalAppScreen').then((module) => module.ExternalAppScreen),
      () =>
        import('./external-app-api').then(
          (module) => module.externalAppApi.endpoints.externalAppPage,
        ),
    ),
  },
  messages: externalAppMessages,
};

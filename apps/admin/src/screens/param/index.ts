import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { paramMessages } from './messages';

/** 系统参数. */
export const screenModule: ScreenModule = {
  screens: {
    'system/param/index': lazyScreen(() =>
      import('./ParamScreen').then((module) => module.ParamScreen),
    ),
  },
  messages: paramMessages,
};

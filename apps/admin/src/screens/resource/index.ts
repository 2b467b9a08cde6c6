import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { resourceMessages } from './messages';

/** 资源管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/resource/index': lazyScreen(() =>
      import('./ResourceScreen').then((module) => module.ResourceScreen),
    ),
  },
  messages: resourceMessages,
};

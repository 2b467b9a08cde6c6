import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { dictMessages } from './messages';

/** 数据字典. */
export const screenModule: ScreenModule = {
  screens: {
    'system/dict/index': lazyScreen(() =>
      import('./DictScreen').then((module) => module.DictScreen),
    ),
  },
  messages: dictMessages,
};

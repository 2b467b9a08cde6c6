import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { categoryMessages } from './messages';

/** 分类字典. */
export const screenModule: ScreenModule = {
  screens: {
    'system/category/index': lazyScreen(() =>
      import('./CategoryScreen').then((module) => module.CategoryScreen),
    ),
  },
  messages: categoryMessages,
};

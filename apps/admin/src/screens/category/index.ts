import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { categoryMessages } from './messages';

/** 分类字典. */
export const screenModule: ScreenModule = {
  screens: {
    'system/category/index': lazy(() =>
      import('./CategoryScreen').then((module) => ({ default: module.CategoryScreen })),
    ),
  },
  messages: categoryMessages,
};

import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { dictMessages } from './messages';

/** 数据字典. */
export const screenModule: ScreenModule = {
  screens: {
    'system/dict/index': lazy(() =>
      import('./DictScreen').then((module) => ({ default: module.DictScreen })),
    ),
  },
  messages: dictMessages,
};

import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { orgMessages } from './messages';

/** 组织机构. */
export const screenModule: ScreenModule = {
  screens: {
    'system/org/index': lazy(() =>
      import('./OrgScreen').then((module) => ({ default: module.OrgScreen })),
    ),
  },
  messages: orgMessages,
};

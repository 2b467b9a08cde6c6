import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { orgMessages } from './messages';

/** 组织机构. */
export const screenModule: ScreenModule = {
  screens: {
    'system/org/index': lazyScreen(() => import('./OrgScreen').then((module) => module.OrgScreen)),
  },
  messages: orgMessages,
};

import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { myDeptMessages } from './messages';

/** 我的部门. */
export const screenModule: ScreenModule = {
  screens: {
    'system/myDept/index': lazy(() =>
      import('./MyDepartmentScreen').then((module) => ({ default: module.MyDepartmentScreen })),
    ),
  },
  messages: myDeptMessages,
};

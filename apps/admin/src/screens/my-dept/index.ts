import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { myDeptMessages } from './messages';

/** 我的部门. */
export const screenModule: ScreenModule = {
  screens: {
    'system/myDept/index': lazyScreen(() =>
      import('./MyDepartmentScreen').then((module) => module.MyDepartmentScreen),
    ),
  },
  messages: myDeptMessages,
};

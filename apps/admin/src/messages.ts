import { listMessages, rbacMessages } from '@org/app-kit';
import { SCREEN_MESSAGES } from './screens/registry';

/**
 * The admin app's texts: every screen's (namespace `admin`), and the list kit's and the roles
 * and resources parts' (`kit`), which come with the screens' code rather than with the sign-in
 * page. The `admin` namespace falls back to `kit`, so the screens use the kit's `list.*`,
 * `dialog.*`, `status.*` and `rbac.*` texts too.
 */
export const adminMessages = {
  'zh-CN': {
    admin: SCREEN_MESSAGES['zh-CN'],
    kit: { ...listMessages['zh-CN'].kit, ...rbacMessages['zh-CN'].kit },
  },
  'en-US': {
    admin: SCREEN_MESSAGES['en-US'],
    kit: { ...listMessages['en-US'].kit, ...rbacMessages['en-US'].kit },
  },
};

import { listMessages } from '@org/app-kit';
import { SCREEN_MESSAGES } from './screens/registry';

/**
 * The admin app's texts: every screen's (namespace `admin`), and the list kit's (`kit`), which
 * come with the screens' code rather than with the sign-in page. The `admin` namespace falls
 * back to `kit`, so the screens use the kit's `list.*`, `dialog.*` and `status.*` texts too.
 */
export const adminMessages = {
  'zh-CN': { admin: SCREEN_MESSAGES['zh-CN'], ...listMessages['zh-CN'] },
  'en-US': { admin: SCREEN_MESSAGES['en-US'], ...listMessages['en-US'] },
};

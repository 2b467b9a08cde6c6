import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { gatewayMessages } from './messages';

/** 外部网关. */
export const screenModule: ScreenModule = {
  screens: {
    'system/gateway/index': lazyScreen(
      () => import('./GatewayScreen').then((module) => module.GatewayScreen),
      () => import('./gateway-api').then((module) => module.gatewayApi.endpoints.gatewayPage),
    ),
  },
  messages: gatewayMessages,
};

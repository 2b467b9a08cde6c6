import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { gatewayMessages } from './messages';
import { gatewayApi } from './gateway-api';

/** 外部网关. */
export const screenModule: ScreenModule = {
  screens: {
    'system/gateway/index': lazyScreen(
      () => import('./GatewayScreen').then((module) => module.GatewayScreen),
      gatewayApi.endpoints.gatewayPage,
    ),
  },
  messages: gatewayMessages,
};

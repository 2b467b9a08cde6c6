import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { gatewayMessages } from './messages';

/** 外部网关. */
export const screenModule: ScreenModule = {
  screens: {
    'system/gateway/index': lazy(() =>
      import('./GatewayScreen').then((module) => ({ default: module.GatewayScreen })),
    ),
  },
  messages: gatewayMessages,
};

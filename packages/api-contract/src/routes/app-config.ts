import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  AppConfigCreate,
  AppConfigIdQuery,
  AppConfigItem,
  AppConfigPageQuery,
  AppConfigUpdate,
  ConfiguredApp,
  ConfiguredAppCreate,
  ConfiguredAppPageQuery,
  ConfiguredAppUpdate,
} from '../schemas/app-config';

const APP = PERMISSIONS.appConfig;
const ITEM = PERMISSIONS.appConfigItem;
const base = '/sysAppConfig/v1';
const tag = 'app config';

/** App config (应用配置): the applications of the application centre and their key/values. */
export const appConfigRoutes = {
  appPage: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/appPage`,
    tag,
    summary: 'A page of applications with the number of their configuration items',
    access: { permission: APP.view },
    body: ConfiguredAppPageQuery,
    data: PageOf(ConfiguredApp),
  }),
  appGet: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/app`,
    tag,
    summary: 'One application',
    access: { permission: APP.view },
    querystring: AppConfigIdQuery,
    data: ConfiguredApp,
  }),
  appCreate: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/app`,
    tag,
    summary: 'Create an application (appCode unique)',
    access: { permission: APP.add },
    body: ConfiguredAppCreate,
    data: ConfiguredApp,
  }),
  appUpdate: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/app`,
    tag,
    summary: 'Change an application',
    access: { permission: APP.edit },
    body: ConfiguredAppUpdate,
    data: ConfiguredApp,
  }),
  appRemove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/app`,
    tag,
    summary: 'Delete applications (soft delete; refused while they have forms)',
    access: { permission: APP.remove },
    body: IdsBody,
    data: Affected,
  }),
  configPage: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/configPage`,
    tag,
    summary: 'A page of the configuration items of one application',
    access: { permission: ITEM.view },
    body: AppConfigPageQuery,
    data: PageOf(AppConfigItem),
  }),
  configGet: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/config`,
    tag,
    summary: 'One configuration item (encrypted values masked)',
    access: { permission: ITEM.view },
    querystring: AppConfigIdQuery,
    data: AppConfigItem,
  }),
  configCreate: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/config`,
    tag,
    summary: 'Add a configuration item (configKey unique per application and environment)',
    description: 'With `encrypted: true` the value is stored encrypted and answered masked.',
    access: { permission: ITEM.add },
    body: AppConfigCreate,
    data: AppConfigItem,
  }),
  configUpdate: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/config`,
    tag,
    summary: 'Change a configuration item (configValue absent keeps the stored value)',
    access: { permission: ITEM.edit },
    body: AppConfigUpdate,
    data: AppConfigItem,
  }),
  configRemove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/config`,
    tag,
    summary: 'Delete configuration items',
    access: { permission: ITEM.remove },
    body: IdsBody,
    data: Affected,
  }),
};

import type { RouteContract } from '../route';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { dictRoutes } from './dict';
import { systemRoutes } from './system';
import { storageRoutes } from './storage';
import { myDeptRoutes } from './my-dept';
import { orgRoutes } from './org';
import { positionRoutes } from './position';
import { resourceRoutes } from './resource';
import { roleRoutes } from './role';
import { userRoutes } from './user';
import { userGroupRoutes } from './user-group';
import { categoryRoutes } from './category';
import { calendarRoutes } from './calendar';
import { externalAppRoutes } from './external-app';
import { apiServerRoutes } from './api-server';
import { gatewayRoutes } from './gateway';
import { gitlabRoutes } from './gitlab';
import { appConfigRoutes } from './app-config';
import { paramRoutes } from './param';
import { formRoutes } from './forms';
import { submissionRoutes } from './submission';
import { dataViewRoutes } from './dataview';
import { fileRoutes } from './files';
import { templateRoutes } from './templates';
import { artefactRoutes } from './artefacts';
import { flowRoutes, noticeRoutes } from './flows';
import { taskRoutes } from './tasks';
import { orchestrationRoutes } from './orchestrations';
import { statisticRoutes } from './statistics';
import { statisticDashboardRoutes } from './dashboards';
import { dashboardRoutes, loginLogRoutes, operLogRoutes } from './logs';
import { profileRoutes } from './profile';
import { onlineRoutes } from './online';
import { formScriptRoutes } from './form-scripts';
import { releaseRoutes } from './releases';

/** Every route of the contract, grouped by area. */
export const API = Object.freeze({
  auth: authRoutes,
  system: systemRoutes,
  dict: dictRoutes,
  dev: devRoutes,
  storage: storageRoutes,
  org: orgRoutes,
  user: userRoutes,
  userGroup: userGroupRoutes,
  position: positionRoutes,
  myDept: myDeptRoutes,
  role: roleRoutes,
  resource: resourceRoutes,
  category: categoryRoutes,
  calendar: calendarRoutes,
  externalApp: externalAppRoutes,
  apiServer: apiServerRoutes,
  gateway: gatewayRoutes,
  gitlab: gitlabRoutes,
  appConfig: appConfigRoutes,
  param: paramRoutes,
  forms: formRoutes,
  submission: submissionRoutes,
  dataView: dataViewRoutes,
  files: fileRoutes,
  templates: templateRoutes,
  artefacts: artefactRoutes,
  flows: flowRoutes,
  notices: noticeRoutes,
  tasks: taskRoutes,
  orchestrations: orchestrationRoutes,
  statistics: statisticRoutes,
  statisticDashboards: statisticDashboardRoutes,
  loginLog: loginLogRoutes,
  operLog: operLogRoutes,
  dashboard: dashboardRoutes,
  profile: profileRoutes,
  online: onlineRoutes,
  formScripts: formScriptRoutes,
  releases: releaseRoutes,
});

/** Every route of the contract as one list. */
export const ALL_ROUTES: readonly RouteContract[] = Object.freeze(
  Object.values(API).flatMap((group) => Object.values(group) as RouteContract[]),
);

export { sessions, loginAttempts } from './auth';
export {
  applications,
  appConfigs,
  formDefinitions,
  formDefinitionVersions,
  formSubmissions,
  formTemplates,
  appArtefacts,
} from './apps';
export { calendars, calendarDays } from './calendar';
export { datasources, dataViews, dataViewColumns, demoRegions } from './dataview';
export type { ViewParamSpec } from './dataview';
export { dicts, dictItems, categories } from './dictionary';
export { operLogs } from './logs';
export { gatewayCalls, gatewayNonces, gatewayRates, orchestrationApis } from './gateway';
export {
  apis,
  apiServers,
  externalAppApis,
  externalApps,
  gatewayRoutes,
  gitlabUsers,
} from './integration';
export {
  orgs,
  positions,
  userGroupMembers,
  userGroups,
  userOrgs,
  userPositions,
  users,
} from './org';
export { groupRoles, resources, roleOrgs, roleResources, roles, userRoles } from './rbac';
export { signInGuards } from './sign-in';
export { storageBlocks, storedFiles } from './storage';
export { sysMeta, sysParams } from './system';
export { flowInstances, flowRecords, flowTasks, flowVersions, notices } from './flows';
export { taskRuns } from './tasks';
export type { StoredAttachment } from './flows';
export { appReleases } from './releases';

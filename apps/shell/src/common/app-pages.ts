/** The pages of one application, keyed by {appId} (spec §2.4), in the order of its menu. */
export const APP_PAGE_NAMES = [
  'Pages',
  'DataView',
  'ServiceOrchestration',
  'StatisticalAnalysis',
  'TaskScheduling',
  'Workflow',
  'Privilege',
  'Resources',
  'ServerApi',
  'oss',
  'SourceCode',
  'CompileRelease',
  'tempManage',
  'FormScripts',
] as const;
export type AppPageName = (typeof APP_PAGE_NAMES)[number];

/** The application pages that are built: the menu offers these; the others answer 404. */
export const BUILT_APP_PAGES: readonly AppPageName[] = [
  'Pages',
  'DataView',
  'Privilege',
  'Resources',
  'ServiceOrchestration',
  'StatisticalAnalysis',
  'TaskScheduling',
  'Workflow',
  'SourceCode',
  'CompileRelease',
  'ServerApi',
  'oss',
  'tempManage',
  'FormScripts',
];

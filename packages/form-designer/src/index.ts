// Values
export { FormDesigner } from './FormDesigner';
export { DefinitionRejectedError, UnknownWidgetError } from './designer/designer-handle';
export { customWidgetRegistry } from './designer/custom-widgets';
export { TOOLBAR_BUTTONS } from './designer/options';
export { HISTORY_STORAGE_KEY, clearStoredHistory } from './persistence/history-storage';
export { DEFAULT_ENDPOINTS, createDefaultServices } from './services/defaults';
export { createDesignerStore } from './store/designer-store';
export { createDesignerState, designerActions, designerReducer } from './store/designer-slice';

// Types
export type { FormDesignerProps, FormDesignerServices } from './FormDesigner';
export type { FormDesignerHandle } from './designer/designer-handle';
export type { FormDesignerOptions, ToolbarButton, ToolbarOptions } from './designer/options';
export type { CustomWidgetSpec, PaletteGroupName } from './palette/types';
export type { HistoryStorageArea, StoredHistoryScope } from './persistence/history-storage';
export type { DesignerLocale } from './i18n';
export type {
  DefaultServicesOptions,
  DesignerEndpoints,
  DesignerHttpClient,
} from './services/defaults';
export type {
  DataViewFilter,
  DataViewSummary,
  DesignerNotice as DesignerToast,
  DesignerServices,
  DictionarySummary,
  PreviewRuntime,
  RemoteSourceSummary,
  ViewColumn,
} from './services/types';
export type { DesignerNotice, DesignerState } from './store/designer-slice';
export type { DesignerRootState, DesignerStore } from './store/designer-store';

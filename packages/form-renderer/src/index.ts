// Values
export { FormRenderer } from './core/FormRenderer';
export { DefinitionErrors } from './core/DefinitionErrors';
export { FormValidationError } from './runtime/form-api';
export { UploadError } from './services/upload-error';
export { DataSourceError } from './data-sources/errors';
export { requestDataSource } from './data-sources/request-data-source';
export { MESSAGES } from './i18n/messages';
export { defaultWidgets } from './widgets';

// Types
export type { FormRendererHandle, FormRendererProps } from './core/FormRenderer';
export type { DefinitionErrorsProps, DefinitionProblem } from './core/DefinitionErrors';
export type {
  FieldFailure,
  Fields,
  FormApi,
  FormValidationResult,
  GetDataOptions,
} from './runtime/form-api';
export type { ScriptApi } from './scripts/script-api';
export type { CloudUpload, CloudUploadRequest, UploadSettings } from './services/upload-file';
export type { ServiceOverrides, SlotRenderers } from './services/create-services';
export type { LookupEndpoints, LookupHttpClient } from './remote/lookup-service';
export type { RemoteFunction } from './remote/load-remote-choices';
export type { DataSourceRequest } from './data-sources/http-request';
export type { RequestDataSourceOptions } from './data-sources/request-data-source';
export type { MessageKey, MessageTable } from './i18n/messages';
export type { MessageOverrides } from './i18n/translate';
export type {
  CascaderOptionItem,
  ChoiceItem,
  ChoicesState,
  OptionItem,
  RendererLocale,
  RendererServices,
  Translate,
  UploadFileRequest,
  UploadFileResult,
  WidgetComponent,
  WidgetComponentProps,
  WidgetRegistration,
  WidgetRegistry,
} from './contract';

// Values
export {
  DEFAULT_FORM_CONFIG,
  DEFAULT_RULE_MESSAGES,
  DROP_REFUSED_MESSAGE,
  GRID_COLUMNS,
  HISTORY_DELETE_DELAY_MS,
  HISTORY_LIMIT,
  LOOKUP_PAGE_SIZE,
  ROW_KEY,
  SCHEMA_VERSION,
  TABLE_COLUMN_WIDTH,
} from './constants';
export {
  WIDGET_CATALOGUE,
  WIDGET_TYPES,
  defaultColOptions,
  defaultTdOptions,
  isDataBound,
  isWidgetType,
  paletteGroups,
  propsForRemoteType,
} from './catalogue';
export { KEY_LENGTH, createIdSource, createKey, defaultIdSource, isKey } from './ids';
export { FormOperationError } from './errors';
export {
  NEW_REPORT_SIZE,
  copyJson,
  createCol,
  createReportRow,
  createTabPane,
  createTd,
  createWidget,
  reidentify,
} from './create-widget';
export {
  ROOT_LIST,
  allWidgets,
  childSlots,
  findWidget,
  isWithin,
  updateAt,
  updateSlot,
  walkWidgets,
  widgetAt,
  withChildSlot,
} from './tree';
export { listOf, resolveList, sameList } from './lists';
export { localizeDefinition, visibleTexts } from './localize';
export { TABLE_REFUSED_TYPES, canDrop } from './drop-rules';
export {
  addWidget,
  canDeleteWidget,
  clearWidgets,
  cloneWidget,
  deleteWidget,
  insertWidget,
  moveWidget,
  updateWidget,
} from './edit';
export { addGridColumn } from './grid';
export { addTabPane, canRemoveTabPane, moveTabPane, removeTabPane, renameTabPane } from './tabs';
export { checkReportSpans, locateCell, normalizeReportMarks } from './report';
export {
  canMergeDown,
  canMergeRight,
  canSplitColumns,
  canSplitRows,
  mergeCellDown,
  mergeCellRight,
  splitCellColumns,
  splitCellRows,
} from './report-cells';
export {
  addReportColumn,
  addReportRow,
  canRemoveReportColumn,
  canRemoveReportRow,
  removeReportColumn,
  removeReportRow,
} from './report-rows';
export {
  RULE_OPTIONS,
  applyConfigChange,
  applyOptionChange,
  canUpdateWidgetOptions,
  updateFormConfig,
  updateWidgetOptions,
} from './option-change';
export {
  DATA_TYPES,
  buildRules,
  collectRules,
  isDataType,
  isGeneratedRule,
  listRuleTargets,
  mergeRules,
  sameRule,
} from './rules';
export { PatternSyntaxError, isValidPattern, parsePattern, splitPattern } from './pattern';
export {
  CUSTOM_VALIDATOR_MESSAGE,
  compileRules,
  createValidator,
  isEmptyValue,
} from './validation';
export { coerceInputValue, coerceModel, coercesToNumber } from './coerce';
export { parseJsonText } from './json-text';
export { definitionJsonSchema } from './json-schema';
export { VALIDATION_LIMITS, formatIssue, validateDefinition } from './validate-definition';
export { formatIssueIn, issueMessage } from './issue-message';
export { MIGRATIONS, canMigrate, migrateDefinition } from './migrations';
export { normalizeDefinition } from './formmaking';
export { importDefinition } from './formmaking-import';
export {
  SCRIPT_SYNTAX_KINDS,
  type ScriptSyntaxError,
  type ScriptSyntaxKind,
  scriptSyntaxError,
  syntaxReasonIn,
} from './script-syntax';
export { SCRIPT_PARAMS, definitionScripts, scriptIssues, scriptLabel } from './definition-scripts';
export { exportDefinition } from './formmaking-export';
export {
  canRedo,
  canUndo,
  createHistory,
  currentEntry,
  endSquash,
  recordClear,
  recordHistory,
  recordImport,
  redo,
  replaceSelection,
  undo,
} from './history';
export {
  createInitialModel,
  createTableRow,
  createVisibilityMap,
  dataBoundWidgets,
} from './data-model';
export {
  addItem,
  copyName,
  deleteItem,
  editDraft,
  isNameTaken,
  moveItem,
  openListEditor,
  revertListEditor,
  saveDraft,
  selectItem,
  syntaxIssue,
} from './named-items';
export {
  DATA_SOURCE_MESSAGES,
  DATA_SOURCE_METHODS,
  DEFAULT_DATA_SOURCE_FUNCS,
  TOKEN_HEADER,
  cloneDataSource,
  createDataSource,
  validateDataSource,
  withTokenHeader,
} from './data-sources';
export {
  EVENT_SCRIPT_MESSAGES,
  cloneEventScript,
  createEventScript,
  validateEventScript,
} from './event-scripts';
export { CONFIG_LIMITS, checkLimit, optionLimit, parseNumberText } from './option-limits';
export { changeWidgetModel, checkModelName } from './model-name';
export { checkUploadSettings } from './upload-settings';
export { diffDefinitions } from './definition-diff';
export { submissionCell, submissionColumns } from './submission-columns';
export { formatDateText } from './date-text';
export {
  FILTER_TEXT_MAX,
  SUBMISSION_FILTER_OPS,
  checkFieldFilter,
  dateFilterBounds,
  dateRangeFilter,
  filterOpOf,
} from './submission-filters';
export {
  appendOptionItem,
  duplicateOptionValues,
  editOptionItem,
  moveOptionItem,
  removeOptionItem,
} from './option-list';

// Types
export type * from './types';
export type { GeneratedNames, Locale, PaletteGroup, WidgetSpec } from './catalogue';
export type { IdSource, IdSourceOptions } from './ids';
export type { FormOperationErrorCode } from './errors';
export type { CreateWidgetOptions } from './create-widget';
export type { FoundWidget, ListRef, PathStep, VisitContext, WidgetPath } from './tree';
export type { ResolvedList } from './lists';
export type { LocalizableDefinition, TextTable } from './localize';
export type { DropCheck, DropItem, DropSource } from './drop-rules';
export type { AddWidgetOptions, EditResult, InsertOptions, InsertTarget } from './edit';
export type { CreateHistoryOptions, History, HistoryEntry, RecordHistoryOptions } from './history';
export type { DataModelOptions } from './data-model';
export type {
  ItemIssue,
  ListEditor,
  ListEditorRefusal,
  ListEditorResult,
  NamedItem,
} from './named-items';
export type { CellLocation } from './report';
export type { ConfigPatch } from './option-change';
export type { RuleTarget } from './rules';
export type { PatternParts } from './pattern';
export type { JsonTextError, JsonTextResult } from './json-text';
export type { JsonSchema, JsonSchemaObject } from './json-schema-builder';
export type {
  DefinitionIssue,
  DefinitionIssueCode,
  DefinitionValidation,
} from './validate-definition';
export type { Migration, MigrationOptions } from './migrations';
export type { NormalizeOptions } from './formmaking';
export type { ImportOptions, ImportResult } from './formmaking-import';
export type { DefinitionScript, ScriptKind } from './definition-scripts';
export type { ExportFormat, ExportOptions } from './formmaking-export';
export type {
  CompileOptions,
  CompiledRule,
  CustomValidator,
  FieldError,
  ValidationContext,
  ValidationResult,
  Validator,
  ValidatorOptions,
} from './validation';
export type { LimitIssue, NumberLimit } from './option-limits';
export type { ModelIssue, ModelIssueCode } from './model-name';
export type { UploadSettingField, UploadSettingIssue } from './upload-settings';
export type {
  DefinitionDiff,
  DiffRow,
  DiffRowStatus,
  ValueChange,
  WidgetChange,
  WidgetMove,
  WidgetPlace,
} from './definition-diff';
export type {
  SubmissionCell,
  SubmissionChoice,
  SubmissionChoiceSource,
  SubmissionColumn,
  SubmissionFilterKind,
} from './submission-columns';
export type {
  FieldFilterCheck,
  FieldFilterInput,
  FieldFilterPart,
  SubmissionFieldFilter,
  SubmissionFilterOp,
} from './submission-filters';

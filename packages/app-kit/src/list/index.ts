// The list kit, `@org/app-kit/list`: every server-paged list of both apps is built from these.
// A subpath of its own, so that the sign-in page (which imports `@org/app-kit`) never loads
// the data grid. Its texts (`listMessages`) come from the main entry, with an app's own.
export { ClearAllButton } from './ClearAllButton';
export type { ClearAllButtonProps } from './ClearAllButton';
export { useDateTimeColumn, useStatusColumn } from './columns';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { CrudDialogs } from './CrudDialogs';
export type { CrudDialogsProps, CrudForm, RemoveText } from './CrudDialogs';
export { CrudScreen } from './CrudScreen';
export type { CrudScreenProps } from './CrudScreen';
export { EXPORT_LIMIT, downloadText, fetchAll, toCsv } from './csv';
export type { CsvColumn } from './csv';
export { dayRange } from './day-range';
export { FormDialog } from './FormDialog';
export type { FormDefinitionJson, FormDialogProps } from './FormDialog';
export { ListGrid } from './ListGrid';
export type { ListGridProps } from './ListGrid';
export { ListPage } from './ListPage';
export type { ListPageProps } from './ListPage';
export { MembersDialog } from './MembersDialog';
export type {
  MemberRow,
  MembersDialogProps,
  MembersDialogTexts,
  MembersQuery,
} from './MembersDialog';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export {
  GridCheckbox,
  LIST_GRID_FRAME,
  LIST_GRID_SLOTS,
  LIST_HEADER_HEIGHT,
  LIST_ROW_HEIGHT,
  ListRowStyles,
  RowButton,
  RowLink,
  RowSwitch,
  useNamedText,
} from './RowControls';
export type { RowButtonColor, RowButtonProps, RowLinkProps, RowSwitchProps } from './RowControls';
export { blankSearch, defaultSearch } from './search';
export type { SearchField, SearchValues } from './search';
export { SEARCH_COLLAPSED_HEIGHT, SearchArea } from './SearchArea';
export type { SearchAreaProps } from './SearchArea';
export { SearchFields } from './SearchFields';
export type { SearchFieldsProps, SearchState } from './SearchFields';
export { StatusSwitch, StatusSwitchProvider, useStatusToggle } from './StatusToggle';
export type { StatusToggle, StatusToggleOptions } from './StatusToggle';
export { UserPickerDialog } from './UserPickerDialog';
export type { PickableUser, PickerQuery, UserPickerDialogProps } from './UserPickerDialog';
export { useCsvExport } from './use-csv-export';
export type { CsvExport } from './use-csv-export';
export { FIRST_PAGE, useListQuery } from './use-list-query';
export type {
  ListQuery,
  ListQueryOptions,
  ListRow,
  PageAnswer,
  PagingQuery,
} from './use-list-query';
export { localizedDefinition, useLocalizedDefinition } from './use-localized-definition';
export type { DefinitionTranslations } from './use-localized-definition';
export { useRowActionsColumn } from './use-row-actions-column';
export type { RowActions } from './use-row-actions-column';
export { useSelection } from './use-selection';
export { type ListRemovalOptions, useListRemoval } from './use-list-removal';
export { DeleteSelectedButton, RemovalConfirm } from './RemovalControls';

import type { FormConfig } from './types';

/** Version of the definition model written by this package. */
export const SCHEMA_VERSION = 1;

/** Form settings of a new definition (spec §9). */
export const DEFAULT_FORM_CONFIG: Readonly<FormConfig> = Object.freeze({
  labelWidth: 100,
  labelPosition: 'right',
  size: 'small',
  customClass: '',
  ui: 'element',
  layout: 'horizontal',
  labelCol: 3,
  width: '100%',
  hideLabel: false,
  hideErrorMessage: false,
  platform: 'pc',
});

/** Generated property that keys each sub-table row. */
export const ROW_KEY = '__key';

/** Message of every refused drop or insertion. */
export const DROP_REFUSED_MESSAGE = "Don't support adding this field";

/** Default messages of generated rules, spelled as the FormMaking format spells them. */
export const DEFAULT_RULE_MESSAGES = Object.freeze({
  required: 'required',
  type: 'invaild format',
  pattern: 'unmatched pattern',
});

/** Columns of the grid system. */
export const GRID_COLUMNS = 24;

/** Width of a widget added as a sub-table column. */
export const TABLE_COLUMN_WIDTH = '200px';

/** Undo entries kept by default. */
export const HISTORY_LIMIT = 50;

/**
 * FormMaking records the history entry of a delete this long after the delete, once the
 * selection has moved. `deleteWidget` returns that selection directly, so the entry can be
 * recorded at once; designers that animate the removal may wait this long.
 */
export const HISTORY_DELETE_DELAY_MS = 20;

/** Page size of dictionary and data-view lists requested by designers. */
export const LOOKUP_PAGE_SIZE = 1000;

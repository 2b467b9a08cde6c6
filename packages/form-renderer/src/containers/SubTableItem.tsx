import type { FieldWidget, TableWidget } from '@org/form-schema';
import { lazy, Suspense, useMemo } from 'react';
import { isRequired } from '../core/FieldItem';
import { elementId, useRuntime, useSettings } from '../core/form-context';
import { FormItem } from '../core/FormItem';
import { classes, itemLabelWidth } from '../core/layout';
import { lookupWidget, type ResolvedWidget } from '../core/registry';
import { useMetaSnapshot, useRowKeys, useShownModels } from '../core/store-hooks';
import { localizeMessage } from '../i18n/rule-messages';
import { mergeOptions, optionsRecord } from '../runtime/widget-options';

// The two layouts load with the first sub-table, so forms without one do not carry them.
const SubTableGrid = lazy(() =>
  import('./SubTableGrid').then((module) => ({ default: module.SubTableGrid })),
);
const SubTableCards = lazy(() =>
  import('./SubTableCards').then((module) => ({ default: module.SubTableCards })),
);

/** The rules of both sub-table layouts, loaded with the first sub-table (hoisted, shared). */
const SUBTABLE_STYLES = `
.fr-subtable__scroll{overflow-x:auto}
.fr-subtable__table{border-collapse:collapse;table-layout:fixed}
.fr-subtable__table th,.fr-subtable__table td{border:1px solid rgba(0,0,0,.12);padding:6px 8px;text-align:left;vertical-align:top}
.fr-subtable__table th{background:#fafafa;font-weight:500}
.fr-subtable__index{text-align:center!important;position:sticky;left:0;background:#fff;z-index:1}
th.fr-subtable__index{background:#fafafa}
.fr-subtable__empty{padding:12px;text-align:center;color:rgba(0,0,0,.6)}
.fr-subtable__add{margin-top:8px}
.fr-subtable__cell>*{max-width:100%}
.fr-subtable__actions .MuiButton-root{min-width:0;max-width:100%}
.fr-subtable-cards{display:grid;gap:12px}
.fr-subtable-card{border:1px solid rgba(0,0,0,.12);border-radius:8px;padding:8px 12px}
.fr-subtable-card__header{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px;font-weight:500}
.fr-subtable-card__field{display:grid;gap:4px;margin-bottom:10px}
`;

/** A column of a sub-table with its component. */
export interface TableColumn {
  widget: FieldWidget;
  resolved: ResolvedWidget | undefined;
  required: boolean;
}

/** What the two layouts of a sub-table receive. */
export interface SubTableLayoutProps {
  table: TableWidget;
  columns: readonly TableColumn[];
  rowKeys: readonly string[];
  /** Cells are not editable. */
  disabled: boolean;
  /** Rows may be added and removed. */
  canEdit: boolean;
  labelId: string;
}

/**
 * A sub-table field: a form item whose control is a table of rows on pc and pad, and a list
 * of cards on mobile. Each row holds one value per column; rules apply per column and
 * messages show per cell. Rows are added with `createTableRow`. There is no pagination.
 */
export function SubTableItem({ widget }: { widget: TableWidget }) {
  const runtime = useRuntime();
  const settings = useSettings();
  const model = widget.model ?? '';
  const meta = useMetaSnapshot(runtime.store, model);
  const rowKeys = useRowKeys(runtime.store, model);
  const columns = useMemo(
    () =>
      (Array.isArray(widget.tableColumns) ? widget.tableColumns : []).filter(
        (column): column is FieldWidget => Boolean(column && column.model),
      ),
    [widget.tableColumns],
  );
  const models = useMemo(() => columns.map((column) => column.model), [columns]);
  const shownModels = useShownModels(runtime.store, models);
  const registry = settings.registry;
  const shown = useMemo(() => {
    const visible = new Set(shownModels.split('\n'));
    return columns
      .filter((column) => visible.has(column.model))
      .map((column): TableColumn => ({
        widget: column,
        resolved: lookupWidget(registry, column),
        required: isRequired(optionsRecord(column), column.rules),
      }));
  }, [columns, shownModels, registry]);

  if (meta.hidden) return null;
  const options = mergeOptions(widget, meta.options);
  const disabled = !settings.edit || options.disabled === true || meta.disabled;
  const canEdit = !disabled && options.readonly !== true;
  const labelId = elementId(settings.formId, model || widget.key, 'label');
  const Layout = settings.platform === 'mobile' ? SubTableCards : SubTableGrid;
  return (
    <FormItem
      labelId={labelId}
      label={widget.name ?? ''}
      showLabel={!settings.labels.hideLabel && options.hideLabel !== true}
      required={isRequired(options, widget.rules)}
      error={localizeMessage(settings.services.t, meta.error)}
      errorId={elementId(settings.formId, model || widget.key, 'error')}
      layout={settings.labels}
      labelWidth={itemLabelWidth(options, settings.labels)}
      className={classes(
        'fr-item--table',
        typeof options.customClass === 'string' && options.customClass,
        meta.classNames,
      )}
      model={model}
    >
      <style href="org-form-renderer-subtable" precedence="default">
        {SUBTABLE_STYLES}
      </style>
      <Suspense
        fallback={
          <span className="fr-loading" role="status">
            {settings.services.t('item.loading')}
          </span>
        }
      >
        <Layout
          table={widget}
          columns={shown}
          rowKeys={rowKeys}
          disabled={disabled}
          canEdit={canEdit}
          labelId={labelId}
        />
      </Suspense>
    </FormItem>
  );
}

import type { FieldWidget, TableWidget, Widget } from '@org/form-schema';
import { memo, useCallback, useMemo } from 'react';
import type { WidgetComponentProps } from '../contract';
import { elementId, useRuntime, useSettings } from '../core/form-context';
import type { ResolvedWidget } from '../core/registry';
import { useCellSnapshot, useMetaSnapshot } from '../core/store-hooks';
import { WidgetControl } from '../core/WidgetControl';
import { localizeMessage } from '../i18n/rule-messages';
import { useChoices } from '../remote/use-choices';
import { mergeOptions, withOptions } from '../runtime/widget-options';

export interface SubTableCellProps {
  table: TableWidget;
  row: number;
  rowKey: string;
  column: FieldWidget;
  resolved: ResolvedWidget | undefined;
  /** The sub-table is not editable (edit flag off, disabled). */
  disabled: boolean;
}

/**
 * One cell of a sub-table row: its own value and message (re-rendering alone when they
 * change), its column's run-time state and choices, and the column widget's control.
 */
export const SubTableCell = memo(function SubTableCell(props: SubTableCellProps) {
  const { table, row, rowKey, column, resolved } = props;
  const runtime = useRuntime();
  const settings = useSettings();
  const tableModel = table.model;
  const columnModel = column.model;
  const key = `${tableModel}.${columnModel}`;
  const cell = useCellSnapshot(runtime.store, tableModel, row, columnModel);
  const meta = useMetaSnapshot(runtime.store, columnModel);
  const remote = useMetaSnapshot(runtime.store, key);
  const options = useMemo(() => mergeOptions(column, meta.options), [column, meta.options]);
  const shown = useMemo(
    () => (meta.options ? withOptions(column, options) : (column as Widget)),
    [column, meta.options, options],
  );
  const onChange = useCallback(
    (value: unknown) => runtime.changeCell(tableModel, row, columnModel, value),
    [runtime, tableModel, row, columnModel],
  );
  const choices = useChoices(runtime, key, shown, options, remote.choices);
  const t = settings.services.t;
  const id = elementId(settings.formId, tableModel, rowKey, columnModel);
  const errorId = `${id}-error`;
  const error = localizeMessage(t, cell.error);
  if (!resolved) {
    return (
      <div className="fr-unknown" role="note">
        {t('item.unknownWidget', { type: String(column.type) })}
      </div>
    );
  }
  const widgetProps: WidgetComponentProps = {
    widget: shown,
    value: cell.value,
    onChange,
    disabled: props.disabled || options.disabled === true || meta.disabled,
    id,
    label: t('table.cell', { column: column.name ?? columnModel, row: row + 1 }),
    error,
    errorId,
    platform: settings.platform,
    size: settings.size,
    choices,
    services: settings.services,
    cell: { table: tableModel, row },
  };
  return (
    <>
      <WidgetControl resolved={resolved} props={widgetProps} />
      {error ? (
        <div
          className={settings.labels.hideErrorMessage ? 'fr-hidden-text' : 'fr-item__error'}
          id={errorId}
        >
          {error}
        </div>
      ) : null}
    </>
  );
});

import type { TableWidget } from '@org/form-schema';
import { useDesignerTranslation } from '../i18n';
import { WidgetList } from './WidgetList';

/**
 * A sub-table: its label, the row-number column and its columns side by side, a drop area that
 * refuses what form-schema's `canDrop` refuses (grids, tables, tabs, dividers, reports, and
 * widgets dragged out of a grid column, a tab pane or another sub-table).
 */
export function TableView({ table }: { table: TableWidget }) {
  const { t } = useDesignerTranslation('core');
  const hideLabel = (table.options as { hideLabel?: boolean }).hideLabel;
  return (
    <div>
      {hideLabel ? null : (
        <div className="fd-label" style={{ textAlign: 'left' }}>
          {table.name}
        </div>
      )}
      <div className="fd-table">
        <div className="fd-table-index">{t('canvas.rowNumber')}</div>
        <WidgetList
          parent={table.key}
          widgets={table.tableColumns}
          axis="x"
          inTable
          emptyText={t('canvas.emptyTable')}
        />
      </div>
    </div>
  );
}

import type { ReportWidget, TdWidget } from '@org/form-schema';
import { memo, type CSSProperties } from 'react';
import { useDesignerTranslation } from '../i18n';
import { useDesignerSelector } from '../store/hooks';
import { selectIsSelected } from '../store/selectors';
import { CellMenu } from './CellMenu';
import { useSelectOnPress } from './use-select-on-press';
import { WidgetList } from './WidgetList';

const ReportCell = memo(function ReportCell({
  cell,
  reportKey,
  row,
  col,
}: {
  cell: TdWidget;
  reportKey: string;
  row: number;
  col: number;
}) {
  const { t } = useDesignerTranslation('core');
  const selected = useDesignerSelector(selectIsSelected(cell.key));
  const o = cell.options;
  const { select, onPointerDown } = useSelectOnPress(cell.key, selected);
  return (
    <td
      colSpan={o.colspan}
      rowSpan={o.rowspan}
      data-widget-key={cell.key}
      data-widget-type="td"
      data-selected={selected ? '' : undefined}
      aria-label={t('canvas.cell', { row: row + 1, col: col + 1 })}
      tabIndex={0}
      className={o.customClass || undefined}
      style={{
        textAlign: o.align || undefined,
        verticalAlign: o.valign || undefined,
        width: o.width || undefined,
        height: o.height || undefined,
      }}
      onPointerDown={onPointerDown}
      onClick={select}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          select(event);
        }
      }}
    >
      <WidgetList parent={cell.key} widgets={cell.list} emptyText="" />
      {selected ? <CellMenu reportKey={reportKey} cellKey={cell.key} row={row} col={col} /> : null}
    </td>
  );
});

/** A report: a bordered table whose visible cells are drop areas; merged-away cells are skipped. */
export function ReportView({ report }: { report: ReportWidget }) {
  const o = report.options;
  return (
    <table
      className="fd-report"
      aria-label={report.name}
      style={
        {
          width: o.width || '100%',
          // A report without borders still shows its cells on the canvas, dashed.
          '--fd-report-border':
            Number(o.borderWidth) > 0
              ? `${Number(o.borderWidth)}px solid ${o.borderColor || '#c0c4cc'}`
              : '1px dashed #c0c4cc',
        } as CSSProperties
      }
    >
      <tbody>
        {report.rows.map((row, r) => (
          <tr key={r}>
            {row.columns.map((cell, c) =>
              cell.options.invisible ? null : (
                <ReportCell key={cell.key} cell={cell} reportKey={report.key} row={r} col={c} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

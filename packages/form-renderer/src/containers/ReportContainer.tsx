import type { ReportWidget, TdWidget } from '@org/form-schema';
import type { CSSProperties } from 'react';
import { useRuntime } from '../core/form-context';
import { classes, cssLength } from '../core/layout';
import { useMetaSnapshot } from '../core/store-hooks';
import { WidgetList } from '../core/WidgetList';

const VALIGN: Readonly<Record<string, CSSProperties['verticalAlign']>> = {
  top: 'top',
  middle: 'middle',
  bottom: 'bottom',
};
const ALIGN = new Set(['left', 'center', 'right']);

function span(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 1 ? number : undefined;
}

function Cell({ cell, border }: { cell: TdWidget; border: string }) {
  const options = cell.options ?? ({} as TdWidget['options']);
  return (
    <td
      className={classes('fr-report__cell', options.customClass)}
      colSpan={span(options.colspan)}
      rowSpan={span(options.rowspan)}
      style={{
        border,
        width: cssLength(options.width),
        height: cssLength(options.height),
        textAlign: ALIGN.has(options.align) ? options.align : undefined,
        verticalAlign: VALIGN[options.valign] ?? 'top',
      }}
    >
      <WidgetList list={cell.list} />
    </td>
  );
}

/** The rules of reports, loaded with the first one; hoisted and shared like the base sheet. */
const REPORT_STYLES = `
.fr-report{overflow-x:auto;margin-bottom:18px}
.fr-report__table{border-collapse:collapse;table-layout:auto}
.fr-report__cell{padding:6px 8px}
.fr-report__cell .fr-item{margin-bottom:0}
.fr-report__cell .fr-grid{row-gap:8px}
.fr-report__cell>.fr-item:not(:last-child){margin-bottom:8px}
`;

/**
 * A report: a bordered table whose cells may span rows and columns and hold any widgets,
 * nested grids, tabs and reports included. Cells absorbed by a merge (`invisible`) are
 * skipped.
 */
export function ReportContainer({ widget }: { widget: ReportWidget }) {
  const runtime = useRuntime();
  const meta = useMetaSnapshot(runtime.store, widget.model ?? '');
  if (meta.hidden) return null;
  const options = widget.options ?? ({} as ReportWidget['options']);
  const width = Number(options.borderWidth);
  const border = `${Number.isFinite(width) && width >= 0 ? width : 1}px solid ${options.borderColor || '#999'}`;
  const rows = Array.isArray(widget.rows) ? widget.rows : [];
  return (
    <>
      <style href="org-form-renderer-report" precedence="default">
        {REPORT_STYLES}
      </style>
      <div
        className={classes('fr-report', options.customClass, meta.classNames)}
        data-model={widget.model || undefined}
      >
        <table
          className="fr-report__table"
          style={{ width: cssLength(options.width) ?? '100%', border }}
        >
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {(Array.isArray(row?.columns) ? row.columns : []).map((cell, position) =>
                  !cell || cell.options?.invisible === true ? null : (
                    <Cell key={cell.key || position} cell={cell} border={border} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

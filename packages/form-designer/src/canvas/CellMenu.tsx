import MoreVert from '@mui/icons-material/MoreVert';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  canMergeDown,
  canMergeRight,
  canRemoveReportColumn,
  canRemoveReportRow,
  canSplitColumns,
  canSplitRows,
  type FormDefinition,
} from '@org/form-schema';
import { useState, type MouseEvent } from 'react';
import { useDesignerTranslation } from '../i18n';
import { containerActions } from '../store/container-edits';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';

interface CellMenuProps {
  reportKey: string;
  cellKey: string;
  row: number;
  col: number;
}

/** What the menu may do to a cell, as form-schema's predicates say (one selector, one object). */
function useCellChecks(reportKey: string, cellKey: string, row: number, col: number) {
  const pick = (d: FormDefinition) =>
    [
      canMergeRight(d, cellKey),
      canMergeDown(d, cellKey),
      canSplitColumns(d, cellKey),
      canSplitRows(d, cellKey),
      canRemoveReportRow(d, reportKey, row),
      canRemoveReportColumn(d, reportKey, col),
    ]
      .map(Number)
      .join('');
  const flags = useDesignerSelector((s) => pick(s.designer.definition));
  const [mergeRight, mergeDown, splitColumns, splitRows, removeRow, removeColumn] = [...flags].map(
    (flag) => flag === '1',
  );
  return { mergeRight, mergeDown, splitColumns, splitRows, removeRow, removeColumn };
}

/**
 * The menu of the selected report cell: merge right, merge down, split columns, split rows,
 * insert a row or column, remove the cell's row or column. Each item is enabled only when
 * form-schema allows it.
 */
export function CellMenu({ reportKey, cellKey, row, col }: CellMenuProps) {
  const { t } = useDesignerTranslation('core');
  const dispatch = useDesignerDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const can = useCellChecks(reportKey, cellKey, row, col);
  const run = (act: () => void) => () => {
    setAnchor(null);
    act();
  };
  const c = containerActions;
  return (
    <span className="fd-cell-menu" onClick={(event: MouseEvent) => event.stopPropagation()}>
      <button
        type="button"
        className="fd-btn"
        aria-label={t('canvas.cellMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={!can.mergeRight}
          onClick={run(() => dispatch(c.cellMergedRight(cellKey)))}
        >
          {t('canvas.mergeRight')}
        </MenuItem>
        <MenuItem
          disabled={!can.mergeDown}
          onClick={run(() => dispatch(c.cellMergedDown(cellKey)))}
        >
          {t('canvas.mergeDown')}
        </MenuItem>
        <MenuItem
          disabled={!can.splitColumns}
          onClick={run(() => dispatch(c.cellSplitColumns(cellKey)))}
        >
          {t('canvas.splitColumns')}
        </MenuItem>
        <MenuItem disabled={!can.splitRows} onClick={run(() => dispatch(c.cellSplitRows(cellKey)))}>
          {t('canvas.splitRows')}
        </MenuItem>
        <MenuItem onClick={run(() => dispatch(c.reportRowAdded({ reportKey, index: row })))}>
          {t('canvas.insertRowAbove')}
        </MenuItem>
        <MenuItem onClick={run(() => dispatch(c.reportColumnAdded({ reportKey, index: col })))}>
          {t('canvas.insertColumnLeft')}
        </MenuItem>
        <MenuItem
          disabled={!can.removeRow}
          onClick={run(() => dispatch(c.reportRowRemoved({ reportKey, index: row })))}
        >
          {t('canvas.removeRow')}
        </MenuItem>
        <MenuItem
          disabled={!can.removeColumn}
          onClick={run(() => dispatch(c.reportColumnRemoved({ reportKey, index: col })))}
        >
          {t('canvas.removeColumn')}
        </MenuItem>
      </Menu>
    </span>
  );
}

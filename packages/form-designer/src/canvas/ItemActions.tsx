import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import PlaylistRemove from '@mui/icons-material/PlaylistRemove';
import ViewWeek from '@mui/icons-material/ViewWeek';
import {
  canRemoveReportColumn,
  canRemoveReportRow,
  type ReportWidget,
  type Widget,
} from '@org/form-schema';
import type { MouseEvent, ReactNode } from 'react';
import { useDesignerTranslation } from '../i18n';
import { containerActions } from '../store/container-edits';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { DragHandle } from './DragHandle';

export function ActionButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="fd-btn"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </button>
  );
}

/** Report actions: add a row or column, remove the last one when the spans allow it. */
function ReportActions({ report }: { report: ReportWidget }) {
  const { t } = useDesignerTranslation('core');
  const dispatch = useDesignerDispatch();
  const lastRow = report.rows.length - 1;
  const lastCol = (report.rows[0]?.columns.length ?? 0) - 1;
  const canRemoveRow = useDesignerSelector((s) =>
    canRemoveReportRow(s.designer.definition, report.key, lastRow),
  );
  const canRemoveCol = useDesignerSelector((s) =>
    canRemoveReportColumn(s.designer.definition, report.key, lastCol),
  );
  const reportKey = report.key;
  return (
    <>
      <ActionButton
        label={t('canvas.addRow')}
        onClick={() => dispatch(containerActions.reportRowAdded({ reportKey }))}
      >
        <PlaylistAdd />
      </ActionButton>
      <ActionButton
        label={t('canvas.addReportColumn')}
        onClick={() => dispatch(containerActions.reportColumnAdded({ reportKey }))}
      >
        <ViewWeek />
      </ActionButton>
      <ActionButton
        label={t('canvas.removeLastRow')}
        disabled={!canRemoveRow}
        onClick={() => dispatch(containerActions.reportRowRemoved({ reportKey, index: lastRow }))}
      >
        <PlaylistRemove />
      </ActionButton>
      <ActionButton
        label={t('canvas.removeLastColumn')}
        disabled={!canRemoveCol}
        onClick={() =>
          dispatch(containerActions.reportColumnRemoved({ reportKey, index: lastCol }))
        }
      >
        <PlaylistRemove style={{ transform: 'rotate(90deg)' }} />
      </ActionButton>
    </>
  );
}

/**
 * The handles of the selected widget: drag (top left), and at the bottom right the container's
 * own actions, clone and delete.
 */
export function ItemActions({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('core');
  const dispatch = useDesignerDispatch();
  const name = widget.name;
  return (
    <>
      <div className="fd-item-drag">
        <DragHandle widget={widget} />
      </div>
      <div className="fd-item-actions">
        {widget.type === 'grid' ? (
          <ActionButton
            label={t('canvas.addColumn')}
            onClick={() => dispatch(containerActions.gridColumnAdded(widget.key))}
          >
            <Add />
          </ActionButton>
        ) : null}
        {widget.type === 'tabs' ? (
          <ActionButton
            label={t('canvas.addPane')}
            onClick={() => dispatch(containerActions.tabPaneAdded(widget.key))}
          >
            <Add />
          </ActionButton>
        ) : null}
        {widget.type === 'report' ? <ReportActions report={widget} /> : null}
        <ActionButton
          label={t('canvas.clone', { name })}
          onClick={() => dispatch(designerActions.widgetCloned(widget.key))}
        >
          <ContentCopy />
        </ActionButton>
        <ActionButton
          label={t('canvas.delete', { name })}
          onClick={() => dispatch(designerActions.widgetDeleted(widget.key))}
        >
          <Delete />
        </ActionButton>
      </div>
    </>
  );
}

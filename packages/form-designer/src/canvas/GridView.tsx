import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import type { ColWidget, GridWidget } from '@org/form-schema';
import { memo } from 'react';
import { useDesignerTranslation } from '../i18n';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { selectIsSelected } from '../store/selectors';
import { useCanvasLook } from './canvas-context';
import { ActionButton } from './ItemActions';
import { useSelectOnPress } from './use-select-on-press';
import { WidgetList } from './WidgetList';

/** The span a column shows on each platform: md on pc, sm on pad, xs on mobile. */
const BREAKPOINT = { pc: 'md', pad: 'sm', mobile: 'xs' } as const;

const GridColumn = memo(function GridColumn({
  col,
  n,
  gutter,
  only,
}: {
  col: ColWidget;
  n: number;
  gutter: number;
  only: boolean;
}) {
  const { t } = useDesignerTranslation('core');
  const dispatch = useDesignerDispatch();
  const selected = useDesignerSelector(selectIsSelected(col.key));
  const { platform } = useCanvasLook();
  const breakpoint = BREAKPOINT[platform];
  const span = Math.max(1, Math.min(24, col.options[breakpoint] ?? col.options.span ?? 24));
  const offset = platform === 'pc' ? (col.options.offset ?? 0) : 0;
  const { select, onPointerDown } = useSelectOnPress(col.key, selected);
  const label = t('canvas.column', { n });
  return (
    <div
      className="fd-col"
      data-widget-key={col.key}
      data-widget-type="col"
      data-selected={selected ? '' : undefined}
      role="group"
      aria-label={label}
      tabIndex={0}
      style={{
        width: `${(span / 24) * 100}%`,
        marginLeft: offset ? `${(offset / 24) * 100}%` : undefined,
        paddingLeft: gutter / 2 + 4,
        paddingRight: gutter / 2 + 4,
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
      <span className="fd-col-span">
        {breakpoint} {span}
      </span>
      <WidgetList parent={col.key} widgets={col.list} />
      {selected ? (
        <div className="fd-item-actions">
          <ActionButton
            label={t('canvas.cloneColumn')}
            onClick={() => dispatch(designerActions.widgetCloned(col.key))}
          >
            <ContentCopy />
          </ActionButton>
          <ActionButton
            label={t('canvas.deleteColumn')}
            disabled={only}
            onClick={() => dispatch(designerActions.widgetDeleted(col.key))}
          >
            <Delete />
          </ActionButton>
        </div>
      ) : null}
    </div>
  );
});

/** A grid: its columns side by side, each a drop area, sized by the platform's breakpoint. */
export function GridView({ grid }: { grid: GridWidget }) {
  const gutter = Number((grid.options as { gutter?: number }).gutter ?? 0) || 0;
  return (
    <div
      className="fd-grid"
      style={gutter ? { marginLeft: -gutter / 2, marginRight: -gutter / 2 } : undefined}
    >
      {grid.columns.map((col, i) => (
        <GridColumn
          key={col.key}
          col={col}
          n={i + 1}
          gutter={gutter}
          only={grid.columns.length === 1}
        />
      ))}
    </div>
  );
}

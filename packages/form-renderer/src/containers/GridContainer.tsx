import type { GridWidget } from '@org/form-schema';
import { useMemo, type CSSProperties } from 'react';
import { useRuntime, useSettings } from '../core/form-context';
import { classes } from '../core/layout';
import { useMetaSnapshot } from '../core/store-hooks';
import { WidgetList } from '../core/WidgetList';
import { placeColumns } from './grid-placement';

const ALIGN: Readonly<Record<string, CSSProperties['alignItems']>> = {
  top: 'start',
  middle: 'center',
  bottom: 'end',
};

/**
 * A grid: columns on 24 CSS grid columns. The platform chosen by the host picks the spans
 * (pc: md, pad: sm, mobile: xs), never the viewport width.
 */
export function GridContainer({ widget }: { widget: GridWidget }) {
  const runtime = useRuntime();
  const settings = useSettings();
  const meta = useMetaSnapshot(runtime.store, widget.model ?? '');
  const { columns: given, options: givenOptions } = widget;
  const columns = useMemo(() => (Array.isArray(given) ? given : []), [given]);
  const options = useMemo(() => givenOptions ?? ({} as GridWidget['options']), [givenOptions]);
  const placements = useMemo(
    () =>
      placeColumns(
        columns.map((column) => column?.options),
        settings.platform,
        options,
      ),
    [columns, settings.platform, options],
  );
  if (meta.hidden) return null;
  const gutter = Number(options.gutter) || 0;
  return (
    <div
      className={classes('fr-grid', options.customClass, meta.classNames)}
      data-model={widget.model || undefined}
      style={{
        columnGap: gutter ? `${gutter}px` : undefined,
        alignItems: ALIGN[options.align] ?? 'start',
      }}
    >
      {columns.map((column, index) => {
        const place = placements[index];
        if (!column || !place || place.span === 0) return null;
        const style: CSSProperties = {
          gridColumn: `${place.start} / span ${place.span}`,
          gridRow: place.row,
        };
        if (place.shift !== 0) {
          style.position = 'relative';
          style.left = `${(place.shift / place.span) * 100}%`;
        }
        return (
          <div
            key={column.key || index}
            className={classes('fr-col', column.options?.customClass)}
            style={style}
          >
            <WidgetList list={column.list} />
          </div>
        );
      })}
    </div>
  );
}

import Box from '@mui/material/Box';
import { DASHBOARD_COLUMNS, type DashboardChart } from '@org/api-contract';
import { type ReactNode, useMemo } from 'react';
import { GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { DRAG_HANDLE } from './DashboardChartCard';
import { GAP, ROW_HEIGHT, arranged } from './layout';

/** Under this width the charts are stacked one under another, each as wide as the screen. */
const NARROW = 700;

/**
 * The charts of a dashboard on a grid of 12 columns (react-grid-layout, decision 0028): each
 * where its content places it; while edited, dragged by its title bar and resized by its lower
 * right corner, the new places reported as the charts with their `x y w h`. On a narrow
 * screen the charts are stacked in reading order instead.
 */
export function DashboardGrid({
  charts,
  label,
  editing,
  onArrange,
  children,
}: {
  charts: readonly DashboardChart[];
  /** The grid's accessible name. */
  label: string;
  editing: boolean;
  onArrange: (charts: readonly DashboardChart[]) => void;
  /** Draws one chart (its card). */
  children: (chart: DashboardChart) => ReactNode;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const layout = useMemo<Layout>(
    () => charts.map((chart) => ({ i: chart.key, x: chart.x, y: chart.y, w: chart.w, h: chart.h })),
    [charts],
  );
  const stacked = width < NARROW;
  const inReadingOrder = useMemo(
    () => [...charts].sort((a, b) => a.y - b.y || a.x - b.x),
    [charts],
  );
  return (
    <Box ref={containerRef} role="region" aria-label={label} sx={{ minWidth: 0 }}>
      {mounted && stacked && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {inReadingOrder.map((chart) => (
            <Box key={chart.key} sx={{ height: chart.h * ROW_HEIGHT + (chart.h - 1) * GAP }}>
              {children(chart)}
            </Box>
          ))}
        </Box>
      )}
      {mounted && !stacked && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{
            cols: DASHBOARD_COLUMNS,
            rowHeight: ROW_HEIGHT,
            margin: [GAP, GAP],
            containerPadding: [0, 0],
          }}
          dragConfig={{ enabled: editing, handle: `.${DRAG_HANDLE}`, cancel: 'button' }}
          resizeConfig={{ enabled: editing }}
          // reported once a chart is dropped or resized, never while it moves (a new layout
          // given back during a drag would restart it)
          onDragStop={(next) => onArrange(arranged(charts, next))}
          onResizeStop={(next) => onArrange(arranged(charts, next))}
        >
          {charts.map((chart) => (
            <div key={chart.key}>{children(chart)}</div>
          ))}
        </GridLayout>
      )}
    </Box>
  );
}

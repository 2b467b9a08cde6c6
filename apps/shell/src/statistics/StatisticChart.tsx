import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import type { Plot } from './chart-plot';

/** Past this many groups the axis's labels are slanted, so that more of them fit. */
const SLANT_FROM = 7;
/** Two measures this many times apart in size get an axis each (else one is a flat line). */
const APART = 8;
/** The value axis's width: room for a short number, and for the axis's title when it has one. */
const axisWidth = (titled: boolean) => (titled ? 88 : 60);

/** The largest size of a series' values. */
const sizeOf = (data: readonly (number | null)[]) =>
  data.reduce<number>((most, value) => Math.max(most, Math.abs(value ?? 0)), 0);

/**
 * Whether two series are drawn against an axis each: two measures (not stacked) whose sizes
 * are far apart, as orders counted beside amounts summed.
 */
function apart(series: readonly { data: readonly (number | null)[] }[], stacked: boolean) {
  if (stacked || series.length !== 2) return false;
  const [a = 0, b = 0] = series.map((s) => sizeOf(s.data));
  const [small, large] = a < b ? [a, b] : [b, a];
  return small > 0 && large / small >= APART;
}

/** What the three charts share: the size, the legend under them, our words for their texts. */
function useCommon(height: number, width: number | undefined) {
  const { t } = useTranslation('shell');
  return {
    height,
    ...(width === undefined ? {} : { width }),
    // The chart is one image to assistive technology (named by the caller); its numbers are
    // in the data table, so the chart's own focusable item-by-item reading is turned off.
    disableKeyboardNavigation: true,
    localeText: { loading: t('statistic.computing'), noData: t('statistic.noData') },
    slotProps: { legend: { position: { vertical: 'bottom', horizontal: 'center' } } },
  } as const;
}

/**
 * A statistic drawn with MUI X Charts (decision 0027): bars (stacked by series value for a
 * stacked bar), lines, areas or a pie, from its `plot`. Tooltips name each value in the
 * language's format (`format`), the legend sits under the chart, and the axis's values are
 * written short (`compact`); two measures of far apart sizes get an axis each, left and
 * right. To assistive technology it is one image named `label`. The module is loaded when a
 * chart is first drawn (`StatisticView` imports it lazily): MUI X Charts is its own chunk.
 */
export default function StatisticChart({
  plot,
  chart,
  label,
  dimensionLabel,
  valueLabel,
  format,
  compact,
  percent,
  height = 320,
  width,
}: {
  plot: Plot;
  chart: 'bar' | 'stackedBar' | 'line' | 'area' | 'pie';
  label: string;
  /** The axis's title: the dimension. */
  dimensionLabel: string;
  /** The value axis's title, when one measure is drawn. */
  valueLabel?: string | undefined;
  format: (value: number) => string;
  compact: (value: number) => string;
  /** A share (0.25) as a percentage in the language's format. */
  percent: (share: number) => string;
  height?: number;
  /** A fixed width (tests, where nothing has a size); else the width of the parent. */
  width?: number;
}) {
  const common = useCommon(height, width);
  const valueFormatter = (value: number | null) => (value === null ? '' : format(value));
  let drawn;
  if (plot.kind === 'pie') {
    const total = plot.slices.reduce((sum, slice) => sum + slice.value, 0);
    drawn = (
      <PieChart
        {...common}
        series={[
          {
            data: plot.slices,
            valueFormatter: (item) => format(item.value),
            // the slices show their shares; the tooltip and the data table their values
            arcLabel: (item) => percent(item.value / total),
            arcLabelMinAngle: 24,
            innerRadius: '35%',
            paddingAngle: 1,
            cornerRadius: 3,
            highlightScope: { fade: 'global', highlight: 'item' },
          },
        ]}
      />
    );
  } else {
    const slanted = plot.categories.length >= SLANT_FROM;
    const axis = {
      id: 'groups',
      data: plot.categories,
      label: dimensionLabel,
      ...(slanted
        ? { height: 'auto' as const, tickLabelStyle: { angle: -35, textAnchor: 'end' as const } }
        : {}),
    };
    const twoAxes = apart(plot.series, chart === 'stackedBar');
    const valueAxis = (id: string, title: string | undefined) => ({
      id,
      valueFormatter: compact,
      width: axisWidth(title !== undefined),
      ...(title === undefined ? {} : { label: title }),
    });
    const values = twoAxes
      ? [
          valueAxis('left', plot.series[0]?.label),
          { ...valueAxis('right', plot.series[1]?.label), position: 'right' as const },
        ]
      : [valueAxis('left', valueLabel)];
    const onAxis = (index: number) => (twoAxes && index === 1 ? 'right' : 'left');
    drawn =
      chart === 'line' || chart === 'area' ? (
        <LineChart
          {...common}
          xAxis={[{ ...axis, scaleType: 'point' }]}
          yAxis={values}
          grid={{ horizontal: true }}
          series={plot.series.map(({ stack: _, ...series }, index) => ({
            ...series,
            yAxisId: onAxis(index),
            valueFormatter,
            area: chart === 'area',
            showMark: plot.categories.length <= 40,
            connectNulls: true,
          }))}
        />
      ) : (
        <BarChart
          {...common}
          xAxis={[{ ...axis, scaleType: 'band' }]}
          yAxis={values}
          grid={{ horizontal: true }}
          series={plot.series.map((series, index) => ({
            ...series,
            yAxisId: onAxis(index),
            valueFormatter,
          }))}
        />
      );
  }
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      {drawn}
    </Box>
  );
}

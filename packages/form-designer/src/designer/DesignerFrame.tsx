import { Box, Divider, Paper } from '@mui/material';
import { useMemo, type ReactNode, type Ref } from 'react';
import { Canvas } from '../canvas/Canvas';
import { DesignerDndProvider } from '../dnd/DesignerDndProvider';
import { FieldTree } from '../field-tree/FieldTree';
import { useDesignerTranslation } from '../i18n';
import { Palette } from '../palette/Palette';
import { PropertiesPanel } from '../panels/PropertiesPanel';
import { DesignerToolbar } from '../toolbar/DesignerToolbar';
import { toolbarButtons, type FormDesignerOptions } from './options';

export interface DesignerFrameProps {
  options?: FormDesignerOptions;
  height?: number | string;
  /** Shown between the toolbar and the canvas (the restored-history notice). */
  banner?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** Widths of the side columns (spec: palette 250 px, field tree 240 px). */
export const COLUMN_WIDTHS = { palette: 250, fieldTree: 240, properties: 320 } as const;

/**
 * How narrow the field tree and the property panel may become when the designer is too narrow
 * for every column at its full width (a 1280–1440 px window beside a host's sidebar).
 */
export const MIN_COLUMN_WIDTHS = { fieldTree: 180, properties: 280 } as const;

/**
 * The canvas's share before the columns shrink: where the designer is narrower than the side
 * columns and this together, the canvas, the field tree and the property panel give up room in
 * proportion (down to `MIN_COLUMN_WIDTHS`), so the canvas keeps most of it; wider, the canvas
 * takes all that is left.
 */
const CANVAS_BASIS = 560;

/**
 * The designer's four columns: palette, canvas under the toolbar, field tree, and the
 * property panel. Each column scrolls on its own; drags cross palette, canvas and field tree.
 *
 * The designer's width comes from its host, never from the form: the canvas column is
 * inline-size contained, so wide content (a sub-table, a long option) scrolls inside the canvas
 * instead of widening the designer and the host's page (a grid or flex host sizes an item by
 * its content's minimum width).
 */
export function DesignerFrame({ options, height = '100%', banner, ref }: DesignerFrameProps) {
  const { t } = useDesignerTranslation();
  const buttons = useMemo(() => toolbarButtons(options), [options]);
  const groups = options?.paletteGroups;
  const types = options?.widgetTypes;
  const custom = options?.customWidgets;
  const palette = useMemo(
    () => ({
      groups: groups ? [...groups] : undefined,
      types: types ? [...types] : undefined,
      customWidgets: custom ? [...custom] : undefined,
    }),
    [groups, types, custom],
  );
  const column = { height: '100%', overflow: 'auto', flexShrink: 0 } as const;
  return (
    <Paper
      ref={ref}
      variant="outlined"
      square
      role="region"
      aria-label={t('designer.label')}
      data-form-designer=""
      sx={{
        display: 'flex',
        height,
        minHeight: 480,
        overflow: 'hidden',
        bgcolor: 'background.default',
      }}
    >
      <DesignerDndProvider>
        <Box sx={{ ...column, width: COLUMN_WIDTHS.palette, bgcolor: 'background.paper' }}>
          <Palette {...palette} />
        </Box>
        <Divider orientation="vertical" flexItem />
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: `1 1 ${CANVAS_BASIS}px`,
            minWidth: 0,
            contain: 'inline-size',
            height: '100%',
          }}
        >
          <DesignerToolbar buttons={buttons} />
          <Divider />
          {banner}
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
            <Canvas />
          </Box>
        </Box>
        <Divider orientation="vertical" flexItem />
        <Box
          sx={{
            ...column,
            flex: `0 1 ${COLUMN_WIDTHS.fieldTree}px`,
            width: COLUMN_WIDTHS.fieldTree,
            minWidth: MIN_COLUMN_WIDTHS.fieldTree,
            bgcolor: 'background.paper',
          }}
        >
          <FieldTree />
        </Box>
      </DesignerDndProvider>
      <Divider orientation="vertical" flexItem />
      <Box
        component="aside"
        aria-label={t('designer.properties')}
        sx={{
          ...column,
          flex: `0 1 ${COLUMN_WIDTHS.properties}px`,
          width: COLUMN_WIDTHS.properties,
          minWidth: MIN_COLUMN_WIDTHS.properties,
          bgcolor: 'background.paper',
        }}
      >
        <PropertiesPanel />
      </Box>
    </Paper>
  );
}

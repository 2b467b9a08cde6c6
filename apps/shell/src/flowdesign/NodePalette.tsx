import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FLOW_NODE_KINDS, type FlowNodeKind } from '@org/flow-model';
import { type DragEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_ICONS } from './FlowNodeViews';
import { kindName } from './flow-words';

/** The drag data type a palette item carries: the node kind. */
export const PALETTE_DRAG_TYPE = 'application/x-flow-node-kind';

/** The kind a palette drag carries, or null when the drag is something else. */
export function draggedKind(event: DragEvent): FlowNodeKind | null {
  const kind = event.dataTransfer.getData(PALETTE_DRAG_TYPE);
  return (FLOW_NODE_KINDS as readonly string[]).includes(kind) ? (kind as FlowNodeKind) : null;
}

/**
 * The node kinds to add: each is dragged onto the canvas (dropped where the pointer is), or
 * clicked (or pressed) to add it in view of the canvas.
 */
export function NodePalette({ onAdd }: { onAdd: (kind: FlowNodeKind) => void }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 1, alignContent: 'start', p: 1.5, minWidth: 132 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h2">
        {t('flowDesign.palette')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('flowDesign.paletteHint')}
      </Typography>
      {FLOW_NODE_KINDS.map((kind) => {
        const Icon = KIND_ICONS[kind];
        const name = kindName(kind, t);
        return (
          <Button
            key={kind}
            variant="outlined"
            size="small"
            draggable
            startIcon={<Icon />}
            aria-label={t('flowDesign.addKind', { kind: name })}
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.setData(PALETTE_DRAG_TYPE, kind);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onClick={() => onAdd(kind)}
            sx={{ justifyContent: 'flex-start', cursor: 'grab' }}
          >
            {name}
          </Button>
        );
      })}
    </Box>
  );
}

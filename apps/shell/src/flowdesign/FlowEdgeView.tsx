import Box from '@mui/material/Box';
import { darken, useTheme } from '@mui/material/styles';
import {
  BaseEdge,
  EdgeLabelRenderer,
  type EdgeProps,
  type EdgeTypes,
  getSmoothStepPath,
} from '@xyflow/react';
import { createContext, useContext } from 'react';
import type { CanvasEdge } from './canvas-elements';

/** Selects an edge from its label (the canvas provides it). */
export const SelectEdgeContext = createContext<(edgeId: string) => void>(() => undefined);

/**
 * An edge with right angles and an arrow; a condition node's branch shows its condition (or
 * "默认") in a label that selects the edge. A branch without a condition is dashed (its label
 * in a dark orange that reads on the paper), an edge named by an error red.
 */
function FlowEdgeView({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  data,
  selected,
  markerEnd,
}: EdgeProps<CanvasEdge>) {
  const { palette } = useTheme();
  const select = useContext(SelectEdgeContext);
  const [path, labelX, labelY] = getSmoothStepPath({
    sourceX,
    sourceY,
    sourcePosition,
    targetX,
    targetY,
    targetPosition,
    borderRadius: 8,
  });
  const problems = data?.problems ?? false;
  const stroke = problems
    ? palette.error.main
    : selected
      ? palette.primary.main
      : palette.grey[500];
  const labelColour =
    data?.tone === 'default'
      ? palette.text.secondary
      : data?.tone === 'missing'
        ? darken(palette.warning.dark, 0.2)
        : palette.text.primary;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        {...(markerEnd ? { markerEnd } : {})}
        interactionWidth={20}
        style={{
          stroke,
          strokeWidth: selected ? 2.5 : 1.5,
          ...(data?.tone === 'missing' ? { strokeDasharray: '6 4' } : {}),
        }}
      />
      {data?.label && (
        <EdgeLabelRenderer>
          <Box
            component="button"
            type="button"
            className="nodrag nopan"
            onClick={() => select(id)}
            sx={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
              pointerEvents: 'all',
              cursor: 'pointer',
              maxWidth: 200,
              px: 0.75,
              py: 0.25,
              font: 'inherit',
              fontSize: 12,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              color: labelColour,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: problems ? 'error.main' : selected ? 'primary.main' : 'divider',
              borderRadius: 1,
            }}
          >
            {data.label}
          </Box>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

/** The component that draws every edge. */
export const EDGE_VIEWS: EdgeTypes = { flow: FlowEdgeView };

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlowGraph } from '@org/flow-model';
import type { FormDefinition } from '@org/form-schema';
import { Spinner } from '@org/app-kit';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_LOOKS, type NodeMark, markOf } from './FlowStatus';

/** The designer's editor (React Flow) is its own chunk: fetched when a flow's page shows it. */
const MarkedFlowEditor = lazy(() => import('./MarkedFlowEditor'));

const MARKS: readonly NodeMark[] = ['passed', 'current', 'pending'];

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface FlowDiagramProps {
  graph: FlowGraph;
  /** The flow's form (the editor's panel names its fields). */
  definition: FormDefinition;
  /** Nodes the instance has passed. */
  passed: readonly string[];
  /** Nodes it waits at now. */
  current: readonly string[];
}

/**
 * An instance's flow, read-only, in the flow designer's editor: passed nodes outlined green,
 * the current ones orange, those still to come dashed grey, with a legend; the marks are
 * listed for screen readers as well.
 */
export function FlowDiagram({ graph, definition, passed, current }: FlowDiagramProps) {
  const { t } = useTranslation('shell');
  const passedSet = useMemo(() => new Set(passed), [passed]);
  const currentSet = useMemo(() => new Set(current), [current]);
  return (
    <Box
      component="figure"
      aria-label={t('flows.diagram.title')}
      sx={{ m: 0, display: 'grid', gap: 1 }}
    >
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <Spinner size={28} />
          </Box>
        }
      >
        <MarkedFlowEditor graph={graph} definition={definition} passed={passed} current={current} />
      </Suspense>
      <Box component="figcaption" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {MARKS.map((mark) => {
          const look = MARK_LOOKS[mark];
          return (
            <Typography
              key={mark}
              variant="caption"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: 0.5,
                  bgcolor: look.fill,
                  border: `${Math.max(look.width, 1)}px ${look.dashed ? 'dashed' : 'solid'} ${look.stroke}`,
                }}
              />
              {t(`flows.diagram.${mark}`)}
            </Typography>
          );
        })}
      </Box>
      <Box component="ul" aria-label={t('flows.diagram.steps')} sx={VISUALLY_HIDDEN}>
        {graph.nodes.map((node) => (
          <li key={node.id}>
            {t('flows.diagram.step', {
              name: node.name,
              mark: t(`flows.diagram.${markOf(node.id, passedSet, currentSet)}`),
            })}
          </li>
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { Spinner } from '@org/app-kit';
import { Suspense, lazy } from 'react';

/** The flow designer (React Flow, BPMN) is its own chunk, fetched when a flow is designed. */
const FlowDesignPage = lazy(() =>
  import('./FlowDesignPage').then((module) => ({ default: module.FlowDesignPage })),
);

/** flowDesign/{flowId}: the flow designer page, loaded on demand. */
export function FlowDesignRoute() {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <Spinner />
        </Box>
      }
    >
      <FlowDesignPage />
    </Suspense>
  );
}

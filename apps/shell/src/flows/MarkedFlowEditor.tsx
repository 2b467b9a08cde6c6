import Box from '@mui/material/Box';
import { type FlowGraph, flowFieldsOf } from '@org/flow-model';
import type { FormDefinition } from '@org/form-schema';
import { useMemo } from 'react';
import { FlowEditor } from '../flowdesign/FlowEditor';
import { MARK_LOOKS, markOf } from './FlowStatus';

export interface MarkedFlowEditorProps {
  graph: FlowGraph;
  /** The flow's form, whose fields the editor's panel names. */
  definition: FormDefinition;
  passed: readonly string[];
  current: readonly string[];
}

const IGNORE = () => undefined;

/**
 * The flow designer's editor, read-only, with the instance's marks drawn over its canvas: each
 * node outlined in its mark's colour and line (passed, current: solid; pending: dashed grey),
 * its words as readable as in the designer; the edges taken in the passed colour. Node and edge ids are `[A-Za-z_][A-Za-z0-9_-]*`, safe in a selector.
 */
export default function MarkedFlowEditor({
  graph,
  definition,
  passed,
  current,
}: MarkedFlowEditorProps) {
  const fields = useMemo(() => flowFieldsOf(definition), [definition]);
  const marks = useMemo(() => {
    const passedSet = new Set(passed);
    const currentSet = new Set(current);
    const styles: Record<string, object> = {};
    for (const node of graph.nodes) {
      const mark = markOf(node.id, passedSet, currentSet);
      const look = MARK_LOOKS[mark];
      styles[`& .react-flow__node[data-id="${node.id}"]`] = {
        outline: `${look.width}px ${look.dashed ? 'dashed' : 'solid'} ${look.stroke}`,
        outlineOffset: 3,
        borderRadius: '8px',
      };
    }
    for (const edge of graph.edges) {
      const taken =
        passedSet.has(edge.source) && (passedSet.has(edge.target) || currentSet.has(edge.target));
      if (!taken) continue;
      styles[`& .react-flow__edge[data-id="${edge.id}"] path`] = {
        stroke: `${MARK_LOOKS.passed.stroke} !important`,
        strokeWidth: '2px !important',
      };
    }
    return styles;
  }, [graph, passed, current]);
  return (
    <Box sx={marks}>
      <FlowEditor graph={graph} onChange={IGNORE} fields={fields} readOnly height={440} />
    </Box>
  );
}

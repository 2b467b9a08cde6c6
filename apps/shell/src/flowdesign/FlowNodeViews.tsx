import AddIcon from '@mui/icons-material/Add';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import ErrorIcon from '@mui/icons-material/Error';
import FlagIcon from '@mui/icons-material/Flag';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import { type PaletteColor, getContrastRatio, useTheme } from '@mui/material/styles';
import type { FlowNodeKind } from '@org/flow-model';
import { Handle, type NodeProps, type NodeTypes, Position } from '@xyflow/react';
import type { CanvasNode } from './canvas-elements';
import { NODE_SIZES } from './graph-edit';

/** The icon of each node kind, on the canvas and in the palette. */
export const KIND_ICONS: Readonly<Record<FlowNodeKind, typeof PlayArrowIcon>> = {
  start: PlayArrowIcon,
  approval: HowToRegIcon,
  cc: SendIcon,
  condition: CallSplitIcon,
  parallel: AddIcon,
  join: CallMergeIcon,
  end: FlagIcon,
};

/** The four connection points; the start takes no edge in and the end sends none out. */
function Handles({ kind, connectable }: { kind: FlowNodeKind; connectable: boolean }) {
  const into = connectable && kind !== 'start';
  const out = connectable && kind !== 'end';
  const shown = (on: boolean) => ({ opacity: on ? 1 : 0, width: 8, height: 8 });
  return (
    <>
      <Handle
        id="top"
        type="target"
        position={Position.Top}
        isConnectable={into}
        style={shown(into)}
      />
      <Handle
        id="left"
        type="target"
        position={Position.Left}
        isConnectable={into}
        style={shown(into)}
      />
      <Handle
        id="bottom"
        type="source"
        position={Position.Bottom}
        isConnectable={out}
        style={shown(out)}
      />
      <Handle
        id="right"
        type="source"
        position={Position.Right}
        isConnectable={out}
        style={shown(out)}
      />
    </>
  );
}

/** The mark of a node named by an error. */
function ProblemMark({ label }: { label: string }) {
  return (
    <Box
      component="span"
      title={label}
      sx={{ position: 'absolute', top: -9, right: -9, color: 'error.main', lineHeight: 0 }}
    >
      <ErrorIcon sx={{ fontSize: 18, bgcolor: 'background.paper', borderRadius: '50%' }} />
    </Box>
  );
}

/**
 * The colours a node is drawn in: by kind, red with an error, outlined when selected; its words
 * in the kind's colour where that reads on the node (4.5:1), else in its darker shade.
 */
function useNodeColours(kind: FlowNodeKind, problems: boolean, selected: boolean) {
  const { palette } = useTheme();
  const end = { main: palette.grey[700], dark: palette.grey[800] };
  const byKind: Record<FlowNodeKind, Pick<PaletteColor, 'main' | 'dark'>> = {
    start: palette.success,
    approval: palette.primary,
    cc: palette.info,
    condition: palette.warning,
    parallel: palette.secondary,
    join: palette.secondary,
    end,
  };
  const { main, dark } = byKind[kind];
  return {
    accent: main,
    text: getContrastRatio(main, palette.background.paper) >= 4.5 ? main : dark,
    border: problems ? palette.error.main : main,
    outline: selected ? `0 0 0 3px ${palette.primary.light}` : 'none',
  };
}

/** Start and end: a circle with the node's name. */
function TerminalNode({ data, selected, isConnectable }: NodeProps<CanvasNode>) {
  const { node, problems, problemsLabel } = data;
  const colours = useNodeColours(node.kind, problems, selected);
  const Icon = KIND_ICONS[node.kind];
  return (
    <Box
      sx={{
        ...NODE_SIZES[node.kind],
        position: 'relative',
        borderRadius: '50%',
        border: 3,
        borderColor: colours.border,
        boxShadow: colours.outline,
        bgcolor: 'background.paper',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        fontSize: 12,
        lineHeight: 1.2,
        textAlign: 'center',
        overflow: 'visible',
      }}
    >
      <Icon sx={{ fontSize: 16, color: colours.accent }} />
      <Box
        component="span"
        sx={{ maxWidth: 54, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {node.name}
      </Box>
      {problems && <ProblemMark label={problemsLabel} />}
      <Handles kind={node.kind} connectable={isConnectable} />
    </Box>
  );
}

/** Condition, parallel and join: a diamond with the kind's sign, the name under it. */
function GatewayNode({ data, selected, isConnectable }: NodeProps<CanvasNode>) {
  const { node, problems, problemsLabel } = data;
  const colours = useNodeColours(node.kind, problems, selected);
  const Icon = KIND_ICONS[node.kind];
  const size = NODE_SIZES[node.kind];
  return (
    <Box sx={{ ...size, position: 'relative', display: 'grid', placeItems: 'center' }}>
      <Box
        sx={{
          position: 'absolute',
          width: size.width * 0.7,
          height: size.height * 0.7,
          transform: 'rotate(45deg)',
          border: 3,
          borderColor: colours.border,
          boxShadow: colours.outline,
          bgcolor: 'background.paper',
          borderRadius: 1,
        }}
      />
      <Icon sx={{ position: 'relative', fontSize: 22, color: colours.accent }} />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: size.height + 2,
          left: '50%',
          transform: 'translateX(-50%)',
          maxWidth: 160,
          fontSize: 12,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {node.name}
      </Box>
      {problems && <ProblemMark label={problemsLabel} />}
      <Handles kind={node.kind} connectable={isConnectable} />
    </Box>
  );
}

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** Approval and CC: a card with the kind, the name and whom the node involves. */
function PeopleCardNode({ data, selected, isConnectable }: NodeProps<CanvasNode>) {
  const { node, problems, problemsLabel, kindLabel, summary } = data;
  const colours = useNodeColours(node.kind, problems, selected);
  const Icon = KIND_ICONS[node.kind];
  return (
    <Box
      sx={{
        ...NODE_SIZES[node.kind],
        position: 'relative',
        boxSizing: 'border-box',
        border: 2,
        borderLeft: 6,
        borderColor: colours.border,
        borderRadius: 1.5,
        boxShadow: colours.outline,
        bgcolor: 'background.paper',
        px: 1.25,
        py: 0.75,
        display: 'grid',
        alignContent: 'center',
        gap: 0.25,
        fontSize: 12,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: colours.text }}>
        <Icon sx={{ fontSize: 14 }} />
        <Box component="span" sx={{ fontSize: 11 }}>
          {kindLabel}
        </Box>
      </Box>
      <Box component="strong" sx={{ ...oneLine, fontSize: 13 }}>
        {node.name}
      </Box>
      <Box component="span" sx={{ ...oneLine, color: 'text.secondary' }}>
        {summary}
      </Box>
      {problems && <ProblemMark label={problemsLabel} />}
      <Handles kind={node.kind} connectable={isConnectable} />
    </Box>
  );
}

/** The component that draws each node kind. */
export const NODE_VIEWS: NodeTypes = {
  start: TerminalNode,
  end: TerminalNode,
  condition: GatewayNode,
  parallel: GatewayNode,
  join: GatewayNode,
  approval: PeopleCardNode,
  cc: PeopleCardNode,
};

import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FlowEdge, FlowField, FlowGraph } from '@org/flow-model';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionBuilder } from './ConditionBuilder';
import type { FlowSelection } from './FlowCanvas';
import type { FlowChoices } from './flow-choices';
import { kindName } from './flow-words';
import { removeElements, setDefaultBranch, updateEdge } from './graph-edit';
import { NodePanel } from './NodePanel';

interface PanelProps {
  graph: FlowGraph;
  fields: readonly FlowField[];
  choices: FlowChoices;
  readOnly: boolean;
  onCommit: (graph: FlowGraph, mergeKey?: string) => void;
  onSelect: (selection: FlowSelection) => void;
}

/**
 * The settings of the selected edge: its name; for a condition node's branch, whether it is the
 * default branch and otherwise its condition; deleting it.
 */
function EdgePanel({
  edge,
  graph,
  fields,
  choices,
  readOnly,
  onCommit,
  onSelect,
}: PanelProps & { edge: FlowEdge }) {
  const { t } = useTranslation('shell');
  const hintId = useId();
  const source = graph.nodes.find((node) => node.id === edge.source);
  const branch = source?.kind === 'condition';
  const change = (next: FlowEdge, mergeKey?: string) =>
    onCommit(
      updateEdge(graph, edge.id, () => next),
      mergeKey === undefined ? undefined : `${edge.id}:${mergeKey}`,
    );
  return (
    <>
      <TextField
        size="small"
        label={t('flowDesign.name')}
        value={edge.name ?? ''}
        disabled={readOnly}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(event) => {
          const { name: _name, ...rest } = edge;
          change(event.target.value ? { ...edge, name: event.target.value } : rest, 'name');
        }}
      />
      {branch ? (
        <>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={edge.isDefault === true}
                  disabled={readOnly}
                  onChange={(event) =>
                    onCommit(setDefaultBranch(graph, edge.id, event.target.checked))
                  }
                  slotProps={{ input: { 'aria-describedby': hintId } }}
                />
              }
              label={t('flowDesign.defaultBranch')}
            />
            <FormHelperText id={hintId}>{t('flowDesign.defaultHint')}</FormHelperText>
          </Box>
          {!edge.isDefault && (
            <>
              <Typography variant="subtitle2" component="h3">
                {t('flowDesign.condition')}
              </Typography>
              <ConditionBuilder
                condition={edge.condition}
                fields={fields}
                choices={choices}
                disabled={readOnly}
                onChange={(condition, mergeKey) => {
                  const { condition: _condition, ...rest } = edge;
                  change(condition ? { ...rest, condition } : rest, mergeKey);
                }}
              />
            </>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('flowDesign.notBranch')}
        </Typography>
      )}
      {!readOnly && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          sx={{ justifySelf: 'start' }}
          onClick={() => {
            onCommit(removeElements(graph, [], [edge.id]));
            onSelect(null);
          }}
        >
          {t('flowDesign.deleteEdge')}
        </Button>
      )}
    </>
  );
}

/** The property panel: the settings of the selected node or edge, or how to select one. */
export function PropertyPanel(props: PanelProps & { selection: FlowSelection }) {
  const { t } = useTranslation('shell');
  const { graph, selection } = props;
  const headingId = useId();
  const node =
    selection?.kind === 'node' ? graph.nodes.find((n) => n.id === selection.id) : undefined;
  const edge =
    selection?.kind === 'edge' ? graph.edges.find((e) => e.id === selection.id) : undefined;
  const nameOf = (id: string) => {
    const found = graph.nodes.find((n) => n.id === id);
    return found?.name || id;
  };
  const heading = node
    ? t('flowDesign.nodeLabel', { kind: kindName(node.kind, t), name: node.name || node.id })
    : edge
      ? t('flowDesign.edgeOf', { from: nameOf(edge.source), to: nameOf(edge.target) })
      : t('flowDesign.properties');
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 1.5, alignContent: 'start', p: 1.5 }}
    >
      <Box>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ wordBreak: 'break-word' }}
        >
          {heading}
        </Typography>
        {(node ?? edge) && (
          <Typography variant="caption" color="text.secondary">
            {t('flowDesign.id')} <span translate="no">{(node ?? edge)?.id}</span>
          </Typography>
        )}
      </Box>
      {node && (
        <NodePanel
          key={node.id}
          {...props}
          node={node}
          onDelete={() => {
            props.onCommit(removeElements(graph, [node.id]));
            props.onSelect(null);
          }}
        />
      )}
      {edge && <EdgePanel key={edge.id} {...props} edge={edge} />}
      {!node && !edge && (
        <Typography variant="body2" color="text.secondary">
          {t('flowDesign.nothingSelected')}
        </Typography>
      )}
    </Box>
  );
}

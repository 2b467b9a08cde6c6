import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FlowField, type FlowGraph, type FlowNode, isPeopleNode } from '@org/flow-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPermissionsTable } from './FieldPermissionsTable';
import type { FlowChoices } from './flow-choices';
import { connect, connectionProblem, updateNode } from './graph-edit';
import { kindName } from './flow-words';
import { SelectField } from './panel-inputs';
import { ApprovalModeFields, InitiatorsField, PeopleRuleField } from './PeopleFields';

/** Joins the node to another one chosen from a list: connecting without dragging. */
function ConnectTo({
  graph,
  node,
  onCommit,
}: {
  graph: FlowGraph;
  node: FlowNode;
  onCommit: (graph: FlowGraph) => void;
}) {
  const { t } = useTranslation('shell');
  const [target, setTarget] = useState('');
  const targets = graph.nodes.filter(
    (other) => connectionProblem(graph, node.id, other.id) === null,
  );
  const valid = targets.some((other) => other.id === target);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, alignItems: 'center' }}>
      <SelectField
        label={t('flowDesign.connectTo')}
        value={valid ? target : ''}
        choices={targets.map((other) => ({
          value: other.id,
          label: t('flowDesign.nodeLabel', {
            kind: kindName(other.kind, t),
            name: other.name || other.id,
          }),
        }))}
        onChange={setTarget}
      />
      <Button
        variant="outlined"
        disabled={!valid}
        onClick={() => {
          onCommit(connect(graph, node.id, target));
          setTarget('');
        }}
      >
        {t('flowDesign.connect')}
      </Button>
    </Box>
  );
}

/**
 * The settings of the selected node: its name; who may start (start), approvers with their
 * mode and what happens when nobody is found (approval), recipients (CC); the field
 * permissions of the nodes that involve people; joining it to another node; deleting it.
 */
export function NodePanel({
  graph,
  node,
  fields,
  choices,
  readOnly,
  onCommit,
  onDelete,
}: {
  graph: FlowGraph;
  node: FlowNode;
  fields: readonly FlowField[];
  choices: FlowChoices;
  readOnly: boolean;
  onCommit: (graph: FlowGraph, mergeKey?: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('shell');
  const change = (next: FlowNode, mergeKey?: string) =>
    onCommit(
      updateNode(graph, node.id, () => next),
      mergeKey === undefined ? undefined : `${node.id}:${mergeKey}`,
    );
  return (
    <>
      <TextField
        size="small"
        label={t('flowDesign.name')}
        value={node.name}
        disabled={readOnly}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(event) => change({ ...node, name: event.target.value }, 'name')}
      />
      {node.kind === 'start' && (
        <InitiatorsField
          value={node.initiators}
          choices={choices}
          disabled={readOnly}
          onChange={(initiators) => change({ ...node, initiators })}
        />
      )}
      {node.kind === 'approval' && (
        <>
          <PeopleRuleField
            label={t('flowDesign.approvers')}
            value={node.approvers}
            fields={fields}
            choices={choices}
            disabled={readOnly}
            onChange={(approvers, key) => change({ ...node, approvers }, key)}
          />
          <ApprovalModeFields
            mode={node.mode}
            whenNobody={node.whenNobody}
            disabled={readOnly}
            onChange={(settings) => change({ ...node, ...settings })}
          />
        </>
      )}
      {node.kind === 'cc' && (
        <PeopleRuleField
          label={t('flowDesign.recipients')}
          value={node.recipients}
          fields={fields}
          choices={choices}
          disabled={readOnly}
          onChange={(recipients, key) => change({ ...node, recipients }, key)}
        />
      )}
      {isPeopleNode(node) && (
        <FieldPermissionsTable
          node={node}
          fields={fields}
          disabled={readOnly}
          onChange={(next) => change(next)}
        />
      )}
      {!readOnly && node.kind !== 'end' && (
        <ConnectTo key={node.id} graph={graph} node={node} onCommit={onCommit} />
      )}
      {!readOnly && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          sx={{ justifySelf: 'start' }}
        >
          {t('flowDesign.deleteNode')}
        </Button>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CallError, Spinner } from '@org/app-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { type FlowStartForm, useFlowStartFormQuery, useStartFlowMutation } from '../api/flows-api';
import { FieldFailures, type ListedFailure, failuresOf } from '../formcontainer/FieldFailures';
import { FormFrame } from '../formcontainer/FormFrame';
import { CENTRE_PATH, instancePath } from './FlowStatus';
import { editableValues, splitRefusal, useAccessedForm } from './form-access';
import { PeopleField, type PickedUser } from '../common/PeopleField';

const CHOSEN = 'chosen.';

/** The start form of a flow: the form with the start's access, the people to choose, submit. */
function StartForm({ start, onStarted }: { start: FlowStartForm; onStarted: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const form = useAccessedForm(start.access);
  const [startFlow, starting] = useStartFlowMutation();
  const [chosen, setChosen] = useState<Record<string, PickedUser[]>>({});
  const [failure, setFailure] = useState<{
    message: string;
    /** The failed fields of the form, by label, and the refused choices, by step. */
    fields: readonly ListedFailure[];
    people: Record<string, string>;
  } | null>(null);
  const { flow } = start;
  const nodeName = (nodeId: string) =>
    start.choose.find((node) => node.nodeId === nodeId)?.nodeName ?? nodeId;

  const submit = async () => {
    const api = form.api.current;
    if (!api) return;
    setFailure(null);
    let data: Record<string, unknown>;
    try {
      data = await api.getData({ validate: true });
    } catch (error) {
      setFailure({ message: t('flows.start.invalid'), fields: failuresOf(error), people: {} });
      return;
    }
    const people = Object.fromEntries(
      Object.entries(chosen).map(([nodeId, users]) => [nodeId, users.map((user) => user.id)]),
    );
    try {
      const instance = await startFlow({
        flowId: flow.flowId,
        data: editableValues(data, start.access),
        chosen: people,
      }).unwrap();
      void navigate(instancePath(instance.id));
      onStarted();
    } catch (error) {
      const refusal = splitRefusal(error, api);
      const byStep = Object.fromEntries(
        Object.entries(refusal.others)
          .filter(([name]) => name.startsWith(CHOSEN))
          .map(([name, message]) => [name.slice(CHOSEN.length), message]),
      );
      const unplaced = Object.entries(refusal.others)
        .filter(([name]) => !name.startsWith(CHOSEN))
        .map(([name, message]) => ({ label: name, message }));
      const listedPeople = Object.entries(byStep).map(([nodeId, message]) => ({
        label: nodeName(nodeId),
        message,
      }));
      setFailure({
        message: (error as CallError).message,
        fields: [...refusal.form, ...listedPeople, ...unplaced],
        people: byStep,
      });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {flow.flowName}
        </Typography>
        <Typography color="text.secondary">
          {flow.appName} · <span translate="no">{flow.flowCode}</span> ·{' '}
          {t('flows.centre.version', { version: flow.version })}
          {flow.description ? ` · ${flow.description}` : ''}
        </Typography>
      </Box>
      {failure && (
        <Alert severity="error">
          {failure.message}
          <FieldFailures items={failure.fields} />
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormFrame
          definition={start.definition}
          appCode={flow.appCode}
          appId={flow.appId}
          handle={form.ref}
        />
      </Paper>
      {start.choose.length > 0 && (
        <Paper variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('flows.start.people')}
          </Typography>
          {start.choose.map((node) => (
            <PeopleField
              key={node.nodeId}
              label={node.nodeName}
              value={chosen[node.nodeId] ?? []}
              onChange={(people) => setChosen((now) => ({ ...now, [node.nodeId]: people }))}
              error={failure?.people[node.nodeId]}
            />
          ))}
        </Paper>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" loading={starting.isLoading} onClick={() => void submit()}>
          {t('flows.start.submit')}
        </Button>
        <Button component={Link} to={CENTRE_PATH}>
          {t('flows.start.back')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * processCenter/handle/{flowModelId}: starts a flow (the id is the flow's). Its start form with
 * the start node's field access, the people the initiator chooses for the steps that ask, and
 * submit: field errors stay under their fields with the values kept; a started flow opens its
 * page, and this tab's form is blank again.
 */
export function StartFlowPage() {
  const { t } = useTranslation('shell');
  const { flowModelId } = useParams();
  const flowId = Number(flowModelId);
  const valid = Number.isInteger(flowId) && flowId > 0;
  const start = useFlowStartFormQuery({ flowId }, { skip: !valid });
  const [round, setRound] = useState(0);
  if (start.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <Spinner size={28} />
      </Box>
    );
  }
  if (!valid || !start.data) {
    const reason = (start.error as CallError | undefined)?.message ?? '';
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={Link} to={CENTRE_PATH}>
            {t('flows.start.back')}
          </Button>
        }
      >
        {t('flows.start.missing', { reason })}
      </Alert>
    );
  }
  return (
    <StartForm
      key={`${flowId}#${round}`}
      start={start.data}
      onStarted={() => setRound((now) => now + 1)}
    />
  );
}

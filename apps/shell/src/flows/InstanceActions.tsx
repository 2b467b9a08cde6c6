import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { notify } from '@org/app-kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FlowView,
  useActOnTaskMutation,
  useResubmitFlowMutation,
  useUrgeFlowMutation,
  useWithdrawFlowMutation,
} from '../api/flows-api';
import { FieldFailures, type ListedFailure, failuresOf } from '../formcontainer/FieldFailures';
import { ActionDialog, type ActionInput, type FlowAction } from './ActionDialog';
import { type AccessedForm, editableValues, editsAny } from './form-access';

/** The buttons in the order they are offered, each in its look. */
const BUTTONS: readonly [FlowAction, Pick<ButtonProps, 'variant' | 'color'>][] = [
  ['approve', { variant: 'contained', color: 'success' }],
  ['reject', { variant: 'outlined', color: 'error' }],
  ['return', { variant: 'outlined' }],
  ['transfer', { variant: 'outlined' }],
  ['addApprover', { variant: 'outlined' }],
  ['resubmit', { variant: 'contained' }],
  ['urge', { variant: 'outlined' }],
  ['withdraw', { variant: 'outlined', color: 'inherit' }],
];

/** Actions that send the form's values: they check them first. */
const SEND_VALUES: readonly FlowAction[] = ['approve', 'resubmit'];

export interface InstanceActionsProps {
  view: FlowView;
  /** The instance's form with the caller's access. */
  form: AccessedForm;
  /** The task was decided in between (40009): its message; the page shows it anew. */
  onStale: (message: string) => void;
}

/**
 * What the caller may do now, as buttons: an assignee's approve, reject, return, transfer and
 * add approver; the initiator's resubmit (the start form edited), urge and withdraw. Each opens
 * its dialog; approving and resubmitting check the editable fields first.
 */
export function InstanceActions({ view, form, onStale }: InstanceActionsProps) {
  const { t } = useTranslation('shell');
  const [act] = useActOnTaskMutation();
  const [withdraw] = useWithdrawFlowMutation();
  const [urge] = useUrgeFlowMutation();
  const [resubmit] = useResubmitFlowMutation();
  const [open, setOpen] = useState<FlowAction | null>(null);
  const [invalid, setInvalid] = useState<readonly ListedFailure[] | null>(null);
  const values = useRef<Record<string, unknown>>({});
  const editable = editsAny(view.access);
  const offered = BUTTONS.filter(([action]) => view.actions.includes(action));
  if (offered.length === 0) return null;

  const begin = async (action: FlowAction) => {
    setInvalid(null);
    values.current = {};
    if (SEND_VALUES.includes(action) && editable) {
      try {
        const data = (await form.api.current?.getData({ validate: true })) ?? {};
        values.current = editableValues(data, view.access);
      } catch (error) {
        setInvalid(failuresOf(error));
        return;
      }
    }
    setOpen(action);
  };

  const send = async (action: FlowAction, input: ActionInput) => {
    const { id } = view.instance;
    const data = SEND_VALUES.includes(action) && editable ? { data: values.current } : {};
    if (action === 'withdraw') await withdraw({ id, comment: input.comment }).unwrap();
    else if (action === 'urge') await urge({ id, comment: input.comment }).unwrap();
    else if (action === 'resubmit')
      await resubmit({ id, comment: input.comment, ...data }).unwrap();
    else {
      await act({
        taskId: view.task?.id ?? 0,
        action,
        comment: input.comment,
        attachments: input.attachments,
        ...(input.returnTo === undefined ? {} : { returnTo: input.returnTo }),
        ...(input.userId === undefined ? {} : { userId: input.userId }),
        ...data,
      }).unwrap();
    }
    notify(t(`flows.act.done.${action}`), { variant: 'success', autoHideDuration: 3000 });
  };

  const placeOnForm = (errors: Record<string, string>) => {
    const shown = form.api.current?.setErrors(errors) ?? [];
    return Object.fromEntries(shown.map((failure) => [failure.path, failure.label]));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {invalid && (
        <Alert severity="error">
          {t('flows.act.invalid')}
          <FieldFailures items={invalid} />
        </Alert>
      )}
      <Box
        role="toolbar"
        aria-label={t('flows.act.toolbar')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        {offered.map(([action, look]) => (
          <Button key={action} {...look} onClick={() => void begin(action)}>
            {t(`flows.action.${action}`)}
          </Button>
        ))}
      </Box>
      {open && (
        <ActionDialog
          action={open}
          returnTargets={view.returnTargets}
          startId={view.graph.nodes.find((node) => node.kind === 'start')?.id ?? ''}
          onSubmit={(input) => send(open, input)}
          onStale={onStale}
          placeOnForm={placeOnForm}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}

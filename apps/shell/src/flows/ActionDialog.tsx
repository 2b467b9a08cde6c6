import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type CallError, fieldErrorsOf } from '@org/app-kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowAttachment, FlowView } from '../api/flows-api';
import { FormDialog, useRefusal } from '../dialogs/FormDialog';
import { AttachmentsField } from './AttachmentsField';
import { PeopleField, type PickedUser } from '../common/PeopleField';

/** Everything the caller may do on an instance's page. */
export type FlowAction = FlowView['actions'][number];

/** What a decision carries besides the form. */
export interface ActionInput {
  comment: string;
  attachments: FlowAttachment[];
  returnTo?: string;
  userId?: number;
}

/** The actions on a task (the others are the initiator's, with a comment only). */
const TASK_ACTIONS: readonly FlowAction[] = [
  'approve',
  'reject',
  'return',
  'transfer',
  'addApprover',
];
/** Actions that must say why. */
const NEED_COMMENT: readonly FlowAction[] = ['reject', 'return'];
/** Actions that name a person. */
const NEED_PERSON: readonly FlowAction[] = ['transfer', 'addApprover'];
const DATA = 'data.';

export interface ActionDialogProps {
  action: FlowAction;
  /** Where a return may go. */
  returnTargets: FlowView['returnTargets'];
  /** The flow's start node: a return to it goes to the initiator. */
  startId: string;
  onSubmit: (input: ActionInput) => Promise<unknown>;
  /** The task was decided in between (40009): the page says so and shows it anew. */
  onStale: (message: string) => void;
  /** Sets refused form values under their fields; answers each field's label by name. */
  placeOnForm: (errors: Record<string, string>) => Record<string, string>;
  onClose: () => void;
}

/**
 * One action in a dialog: the comment (required to reject or return), attachments for a
 * task's decision, the step to return to, the person to transfer to or to add. A refusal shows
 * inside (fields under themselves, refused form values under the form's fields as well).
 */
export function ActionDialog({
  action,
  returnTargets,
  startId,
  onSubmit,
  onStale,
  placeOnForm,
  onClose,
}: ActionDialogProps) {
  const { t } = useTranslation('shell');
  const refusal = useRefusal();
  const [comment, setComment] = useState('');
  const [attachments, setAttachments] = useState<readonly FlowAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [returnTo, setReturnTo] = useState(returnTargets[0]?.nodeId ?? '');
  const [person, setPerson] = useState<PickedUser[]>([]);
  const [busy, setBusy] = useState(false);
  const [formLabels, setFormLabels] = useState<Record<string, string>>({});
  const changeAttachments = useCallback(
    (change: (now: readonly FlowAttachment[]) => FlowAttachment[]) => setAttachments(change),
    [],
  );
  const forTask = TASK_ACTIONS.includes(action);
  const personLabel =
    action === 'addApprover' ? t('flows.act.person.addApprover') : t('flows.act.person.transfer');
  const labels: Record<string, string> = {
    comment: t('flows.act.comment'),
    returnTo: t('flows.act.returnTo'),
    userId: personLabel,
    attachments: t('flows.files.label'),
  };
  const labelOf = (name: string) =>
    name.startsWith(DATA)
      ? (formLabels[name.slice(DATA.length)] ?? name.slice(DATA.length))
      : (labels[name] ?? null);

  const submit = async () => {
    refusal.clear();
    const missing: Record<string, string> = {};
    if (NEED_COMMENT.includes(action) && comment.trim() === '') {
      missing.comment = t('flows.act.commentRequired');
    }
    if (NEED_PERSON.includes(action) && person.length === 0) {
      missing.userId = t('flows.act.personRequired');
    }
    if (Object.keys(missing).length > 0) {
      refusal.reject(missing);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({
        comment: comment.trim(),
        attachments: [...attachments],
        ...(action === 'return' ? { returnTo } : {}),
        ...(person[0] ? { userId: person[0].id } : {}),
      });
      onClose();
    } catch (error) {
      if ((error as CallError).code === 40009) {
        onStale((error as CallError).message);
        onClose();
        return;
      }
      const underForm = Object.fromEntries(
        Object.entries(fieldErrorsOf(error as CallError))
          .filter(([name]) => name.startsWith(DATA))
          .map(([name, message]) => [name.slice(DATA.length), message]),
      );
      setFormLabels(placeOnForm(underForm));
      refusal.refuse(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t(`flows.act.title.${action}`)}
      intro={t(`flows.act.intro.${action}`)}
      refusal={refusal}
      labelOf={labelOf}
      onSubmit={submit}
      onClose={onClose}
      busy={busy || uploading}
      submitLabel={t(`flows.action.${action}`)}
    >
      {action === 'return' && (
        <TextField
          select
          label={t('flows.act.returnTo')}
          value={returnTo}
          onChange={(event) => setReturnTo(event.target.value)}
          error={'returnTo' in refusal.errors}
          helperText={refusal.errors.returnTo}
        >
          {returnTargets.map((target) => (
            <MenuItem key={target.nodeId} value={target.nodeId}>
              {target.nodeId === startId
                ? t('flows.act.toInitiator', { name: target.nodeName })
                : target.nodeName}
            </MenuItem>
          ))}
        </TextField>
      )}
      {NEED_PERSON.includes(action) && (
        <PeopleField
          label={personLabel}
          value={person}
          onChange={setPerson}
          multiple={false}
          required
          error={refusal.errors.userId}
        />
      )}
      <TextField
        label={t('flows.act.comment')}
        required={NEED_COMMENT.includes(action)}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        error={'comment' in refusal.errors}
        helperText={refusal.errors.comment}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {forTask && (
        <AttachmentsField value={attachments} onChange={changeAttachments} onBusy={setUploading} />
      )}
    </FormDialog>
  );
}

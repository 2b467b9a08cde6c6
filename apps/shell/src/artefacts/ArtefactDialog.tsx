import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ArtefactRecord,
  useCreateArtefactMutation,
  useUpdateArtefactMutation,
} from '../api/artefacts-api';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';
import { contentErrors } from './fields';
import type { KindConfig } from './kinds';

const LABELS = {
  artefactCode: 'artefact.code',
  artefactName: 'artefact.name',
  description: 'artefact.description',
} as const;

/**
 * Creates an artefact of one kind, or changes one: code (fixed once made), name, description
 * and the kind's content in its editor. The server checks it all; its field errors show under
 * the fields (the content's under the editor's fields) and are listed above them.
 */
export function ArtefactDialog({
  config,
  appId,
  artefact,
  onClose,
  onSaved,
}: {
  config: KindConfig;
  appId: number;
  /** The artefact to change; a new one when absent. */
  artefact?: ArtefactRecord;
  onClose: () => void;
  onSaved: (saved: ArtefactRecord) => void;
}) {
  const { t } = useTranslation('shell');
  const [create, created] = useCreateArtefactMutation();
  const [update, updated] = useUpdateArtefactMutation();
  const refusal = useRefusal();
  const { values, field, labelOf } = useFields(
    {
      artefactCode: artefact?.artefactCode ?? '',
      artefactName: artefact?.artefactName ?? '',
      description: artefact?.description ?? '',
    },
    (name) => t(LABELS[name]),
    refusal.errors,
  );
  const [content, setContent] = useState<Record<string, unknown>>(
    () => artefact?.content ?? config.initial(t),
  );
  const kind = t(`artefact.kind.${config.kind}`);

  const submit = async () => {
    try {
      const saved = artefact
        ? await update({
            id: artefact.id,
            artefactName: values.artefactName.trim(),
            description: values.description.trim(),
            content,
          }).unwrap()
        : await create({
            appId,
            kind: config.kind,
            artefactCode: values.artefactCode.trim(),
            artefactName: values.artefactName.trim(),
            description: values.description.trim(),
            content,
          }).unwrap();
      onSaved(saved);
    } catch (error) {
      refusal.refuse(error);
    }
  };

  const { Editor } = config;
  return (
    <FormDialog
      title={
        artefact
          ? t('artefact.editOf', { kind, name: artefact.artefactName })
          : t('artefact.newOf', { kind })
      }
      refusal={refusal}
      // a release's compile problems each name their artefact; the list calls them so
      labelOf={(name) =>
        name.startsWith('content.compile[') ? t('artefact.compileProblem') : labelOf(name)
      }
      onSubmit={submit}
      onClose={onClose}
      busy={created.isLoading || updated.isLoading}
      maxWidth="md"
    >
      <TextField
        {...field('artefactCode')}
        size="small"
        required
        disabled={artefact !== undefined}
        autoFocus={artefact === undefined}
      />
      <TextField {...field('artefactName')} size="small" required />
      <TextField {...field('description')} size="small" />
      <Editor
        appId={appId}
        value={content}
        onChange={setContent}
        errors={contentErrors(refusal.errors)}
      />
    </FormDialog>
  );
}

import { FORM_PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import { RowButton } from '@org/app-kit/list';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import { useRunTaskNowMutation } from '../api/tasks-api';
import { TaskRunsDialog } from './TaskRunsDialog';

/** A list's own row buttons, the width they need, and what they open. */
export interface KindRowActions {
  extra: ((row: ArtefactRecord) => ReactNode) | undefined;
  extraWidth: number;
  dialog: ReactNode;
}

const NONE: KindRowActions = { extra: undefined, extraWidth: 0, dialog: null };

/**
 * The TaskScheduling list's row buttons (none unless `active`): 立即运行, with the edit code,
 * starts a run and says so (the client shows a refusal), and 运行记录 opens the task's runs.
 */
export function useTaskRowActions(active: boolean): KindRowActions {
  const { t } = useTranslation('shell');
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const [runNow] = useRunTaskNowMutation();
  const [starting, setStarting] = useState<number | null>(null);
  const [viewing, setViewing] = useState<ArtefactRecord | null>(null);

  const start = useCallback(
    async (row: ArtefactRecord) => {
      setStarting(row.id);
      try {
        await runNow({ taskId: row.id }).unwrap();
        notify(t('task.started'), { variant: 'success', autoHideDuration: 3000 });
      } catch {
        // the client has shown the server's message
      } finally {
        setStarting(null);
      }
    },
    [runNow, t],
  );
  const texts = useMemo(() => ({ run: t('task.runNow'), runs: t('task.runs') }), [t]);
  const extra = useCallback(
    (row: ArtefactRecord) => (
      <>
        {canEdit && (
          <RowButton
            disabled={starting === row.id}
            onClick={() => void start(row)}
            aria-label={`${texts.run} ${row.artefactName}`}
          >
            {texts.run}
          </RowButton>
        )}
        <RowButton onClick={() => setViewing(row)} aria-label={`${texts.runs} ${row.artefactName}`}>
          {texts.runs}
        </RowButton>
      </>
    ),
    [canEdit, starting, start, texts],
  );
  if (!active) return NONE;
  return {
    extra,
    extraWidth: (canEdit ? 80 : 0) + 80,
    dialog: viewing && <TaskRunsDialog task={viewing} onClose={() => setViewing(null)} />,
  };
}

import { FORM_PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import { RowButton } from '@org/app-kit/list';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import { type ReleaseFile, useLazyReleaseFileQuery } from '../api/releases-api';
import { downloadBlob } from '../statistics/chart-export';
import { ReleaseInfoDialog, ReleaseRollbackDialog } from './ReleaseDialogs';
import type { KindRowActions } from './TaskRowActions';

const NONE: KindRowActions = { extra: undefined, extraWidth: 0, dialog: null };

/** The name a release's file is downloaded as: application, version. */
export const releaseFileName = (appCode: string, version: string) =>
  `${appCode}-${version}.release.json`;

/**
 * The CompileRelease list's row buttons (none unless `active`): 查看 opens the release with its
 * difference from the one before, 导出 downloads its file, 回滚 (with the edit code) previews
 * and applies a rollback of the application to it.
 */
export function useReleaseRowActions(active: boolean): KindRowActions {
  const { t } = useTranslation('shell');
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const [fetchFile] = useLazyReleaseFileQuery();
  const [viewing, setViewing] = useState<ArtefactRecord | null>(null);
  const [rolling, setRolling] = useState<ArtefactRecord | null>(null);
  const open = t('release.open');
  const exportLabel = t('release.export');
  const rollbackLabel = t('release.rollback');

  const exportFile = useCallback(
    async (row: ArtefactRecord) => {
      let file: ReleaseFile;
      try {
        file = await fetchFile({ artefactId: row.id }).unwrap();
      } catch {
        return; // the client has shown the server's message
      }
      const name = releaseFileName(file.app.code, file.release.version);
      downloadBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), name);
      notify(t('release.exported', { name }), { variant: 'success', autoHideDuration: 3000 });
    },
    [fetchFile, t],
  );

  const extra = useCallback(
    (row: ArtefactRecord) => (
      <>
        <RowButton onClick={() => setViewing(row)} aria-label={`${open} ${row.artefactName}`}>
          {open}
        </RowButton>
        <RowButton
          onClick={() => void exportFile(row)}
          aria-label={`${exportLabel} ${row.artefactName}`}
        >
          {exportLabel}
        </RowButton>
        {canEdit && (
          <RowButton
            onClick={() => setRolling(row)}
            aria-label={`${rollbackLabel} ${row.artefactName}`}
          >
            {rollbackLabel}
          </RowButton>
        )}
      </>
    ),
    [open, exportLabel, rollbackLabel, canEdit, exportFile],
  );
  if (!active) return NONE;
  return {
    extra,
    extraWidth: canEdit ? 150 : 100,
    dialog: (
      <>
        {viewing && <ReleaseInfoDialog artefact={viewing} onClose={() => setViewing(null)} />}
        {rolling && <ReleaseRollbackDialog artefact={rolling} onClose={() => setRolling(null)} />}
      </>
    ),
  };
}

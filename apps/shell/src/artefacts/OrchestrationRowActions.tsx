import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef } from '@mui/x-data-grid';
import { FORM_PERMISSIONS, MAX_PAGE_SIZE, type OrchestrationContent } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import { RowButton, useNamedText } from '@org/app-kit/list';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import {
  type PublishedApi,
  usePublishOrchestrationMutation,
  usePublishedOrchestrationsQuery,
  useUnpublishOrchestrationMutation,
} from '../api/orchestrations-api';
import { useRefusal } from '../dialogs/FormDialog';
import { OrchestrationTestRun } from './OrchestrationTestRun';
import type { KindRowActions } from './TaskRowActions';

/** The orchestrations' row buttons, and the column saying whether each one is published. */
export interface OrchestrationRowActions extends KindRowActions {
  column: GridColDef<ArtefactRecord> | null;
}

const NONE: OrchestrationRowActions = {
  extra: undefined,
  extraWidth: 0,
  dialog: null,
  column: null,
};

/** 测试运行 of a saved orchestration: the editor's test-run panel, run on what is saved. */
function TestRunDialog({ artefact, onClose }: { artefact: ArtefactRecord; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const refusal = useRefusal();
  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('orchestration.testRunOf', { name: artefact.artefactName })}
      </DialogTitle>
      <DialogContent>
        <OrchestrationTestRun
          appId={artefact.appId}
          id={artefact.id}
          content={artefact.content as Partial<OrchestrationContent>}
          refusal={refusal}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orchestration.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The application's publications by orchestration id, and whether they are all there. One
 * request for the whole list, whatever page it shows: an application publishes tens of
 * orchestrations, and the published page has no filter by orchestration. Should it publish
 * more than a page holds, the ones left out show no state rather than a wrong one.
 */
function usePublications(appId: number, skip: boolean) {
  const { data } = usePublishedOrchestrationsQuery(
    { appId, pageNo: 1, pageSize: MAX_PAGE_SIZE },
    { skip },
  );
  return useMemo(
    () => ({
      byId: new Map<number, PublishedApi>(data?.list.map((api) => [api.artefactId, api])),
      complete: data !== undefined && data.total <= data.list.length,
    }),
    [data],
  );
}

/**
 * The ServiceOrchestration list's publication column and row buttons (none unless `active`).
 * With the edit code: 发布 publishes the saved orchestration as an API (again: the next
 * version) and says under which code and version; 下线, on a published one, takes it offline;
 * 测试运行 runs the saved one with an input in a dialog. The client shows a refusal.
 */
export function useOrchestrationRowActions(
  active: boolean,
  appId: number,
): OrchestrationRowActions {
  const { t } = useTranslation('shell');
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const publications = usePublications(appId, !active);
  const [publish] = usePublishOrchestrationMutation();
  const [unpublish] = useUnpublishOrchestrationMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [testing, setTesting] = useState<ArtefactRecord | null>(null);

  const change = useCallback(
    async (row: ArtefactRecord, offline: boolean) => {
      setBusy(row.id);
      try {
        const body = { appId: row.appId, id: row.id };
        const api = await (offline ? unpublish(body) : publish(body)).unwrap();
        const text = offline ? 'orchestration.unpublishedNotice' : 'orchestration.publishedNotice';
        notify(t(text, { code: api.apiCode, version: api.version }), {
          variant: 'success',
          autoHideDuration: 5000,
        });
      } catch {
        // the client has shown the server's message
      } finally {
        setBusy(null);
      }
    },
    [publish, unpublish, t],
  );

  const texts = useMemo(
    () => ({
      publish: t('orchestration.publish'),
      unpublish: t('orchestration.unpublish'),
      testRun: t('orchestration.testRun'),
    }),
    [t],
  );
  const extra = useCallback(
    (row: ArtefactRecord) => (
      <>
        <RowButton
          color="success"
          disabled={busy === row.id}
          onClick={() => void change(row, false)}
          aria-label={`${texts.publish} ${row.artefactName}`}
        >
          {texts.publish}
        </RowButton>
        {publications.byId.get(row.id)?.publishStatus === 'PUBLISHED' && (
          <RowButton
            color="inherit"
            disabled={busy === row.id}
            onClick={() => void change(row, true)}
            aria-label={`${texts.unpublish} ${row.artefactName}`}
          >
            {texts.unpublish}
          </RowButton>
        )}
        <RowButton
          onClick={() => setTesting(row)}
          aria-label={`${texts.testRun} ${row.artefactName}`}
        >
          {texts.testRun}
        </RowButton>
      </>
    ),
    [busy, change, publications, texts],
  );

  const published = useNamedText('orchestration.publishedVersion', 'shell', 'version');
  const offline = useNamedText('orchestration.offlineVersion', 'shell', 'version');
  const column = useMemo<GridColDef<ArtefactRecord>>(() => {
    const none = t('orchestration.notPublished');
    return {
      field: 'published',
      headerName: t('orchestration.publication'),
      width: 120,
      sortable: false,
      valueGetter: (_value, row) => {
        const api = publications.byId.get(row.id);
        if (api) return (api.publishStatus === 'PUBLISHED' ? published : offline)(api.version);
        return publications.complete ? none : '';
      },
    };
  }, [t, publications, published, offline]);

  if (!active) return NONE;
  return {
    extra: canEdit ? extra : undefined,
    extraWidth: canEdit ? 56 + 56 + 80 : 0,
    dialog: testing && <TestRunDialog artefact={testing} onClose={() => setTesting(null)} />,
    column,
  };
}

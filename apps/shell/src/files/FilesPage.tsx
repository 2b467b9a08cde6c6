import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { getToken, notify, useKitDispatch } from '@org/app-kit';
import {
  ListGrid,
  ListPage,
  RowButton,
  type SearchField,
  SearchFields,
  useListQuery,
  useNamedText,
  useRowActionsColumn,
  useSelection,
} from '@org/app-kit/list';
import { FILE_SORT_COLUMNS } from '@org/api-contract';
import {
  type ChangeEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FilePageQuery,
  filesApi,
  useFileUrlMutation,
  useRemoveFilesMutation,
  useUploadTokenMutation,
} from '../api/files-api';
import type { AppSummary } from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { useFileColumns } from './file-columns';
import { type FileRow, useFileRows } from './file-rows';
import { RemoveFilesDialog } from './RemoveFilesDialog';
import { type UploadItem, UploadList } from './UploadList';
import { UploadTransportContext, uploadForApp } from './upload';

const fileName = (file: FileRow) => file.name;
const removable = (file: FileRow) => file.removable;
/** Files have no enabled state (the row actions ask every list for one). */
const noStatus = () => true;

/** Saves a file under its name through a temporary link. */
function saveAs(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function FileList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const transport = useContext(UploadTransportContext);
  const scope = useMemo(() => ({ appId: app.id }), [app.id]);
  const searchFields = useMemo<SearchField[]>(
    () => [{ key: 'fileName', label: t('oss.searchName'), maxLength: 200 }],
    [t],
  );
  const list = useListQuery<FileRow, FilePageQuery>({
    searchFields,
    scope,
    sortable: FILE_SORT_COLUMNS,
    usePage: useFileRows,
  });
  const selection = useSelection(list.rows);
  const { selectedRows } = selection;
  const [confirm, setConfirm] = useState<FileRow[] | null>(null);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const nextId = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const [fileUrl] = useFileUrlMutation();
  const [remove, removing] = useRemoveFilesMutation();
  const [uploadToken] = useUploadTokenMutation();
  const dispatch = useKitDispatch();
  const selectName = useNamedText('oss.select', 'shell');
  const checkboxLabel = useCallback((file: FileRow) => selectName(file.name), [selectName]);

  // Uploads still running when the page goes away are stopped.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const change = (id: number, item: Partial<UploadItem>) =>
    setUploads((items) => items.map((each) => (each.id === id ? { ...each, ...item } : each)));

  const uploadOne = async (file: File) => {
    const id = (nextId.current += 1);
    const controller = new AbortController();
    aborts.current.add(controller);
    setUploads((items) => [...items, { id, name: file.name, percent: 0 }]);
    try {
      await uploadForApp({
        file,
        appCode: app.appCode,
        session: getToken() ?? null,
        token: (tokenQuery) => uploadToken(tokenQuery).unwrap(),
        onProgress: (percent) => change(id, { percent }),
        signal: controller.signal,
        transport,
      });
      setUploads((items) => items.filter((each) => each.id !== id));
      notify(t('oss.uploaded', { name: file.name }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      change(id, { error: (error as Error).message || String(error) });
    } finally {
      aborts.current.delete(controller);
      // Through the cache, not `refetch`: the page may be gone by the time an upload ends.
      dispatch(filesApi.util.invalidateTags(['StoredFile']));
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    picked.forEach((file) => void uploadOne(file));
  };

  const download = useCallback(
    async (file: FileRow) => {
      try {
        const address = await fileUrl({ key: file.key }).unwrap();
        saveAs(address.url, address.name);
      } catch {
        // the client's notice shows the server's reason
      }
    },
    [fileUrl],
  );

  const removeConfirmed = async () => {
    if (!confirm) return;
    try {
      const { affected } = await remove(confirm.map((file) => file.key)).unwrap();
      notify(t('oss.deleted', { count: affected }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
      selection.clear();
      list.removed(confirm.length);
    } catch {
      // the client's notice shows the server's reason
    }
    setConfirm(null);
  };

  const downloadText = t('oss.download');
  const downloadButton = useCallback(
    (file: FileRow) => (
      <RowButton onClick={() => void download(file)} aria-label={`${downloadText} ${file.name}`}>
        {downloadText}
      </RowButton>
    ),
    [download, downloadText],
  );
  const removeOne = useCallback((file: FileRow) => setConfirm([file]), []);
  const columns = useRowActionsColumn(useFileColumns(), {
    rowLabel: fileName,
    isEnabled: noStatus,
    onRemove: removeOne,
    canRemoveRow: removable,
    extra: downloadButton,
    extraWidth: 56,
  });

  const actions = (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={selectedRows.length === 0}
        onClick={() => setConfirm(selectedRows)}
      >
        {selectedRows.length > 0
          ? t('oss.deleteSelected', { count: selectedRows.length })
          : t('list.deleteSelected')}
      </Button>
      <Button component="label" variant="contained" startIcon={<UploadIcon />}>
        {t('oss.upload')}
        <input type="file" multiple hidden onChange={pick} />
      </Button>
    </>
  );

  return (
    <ListPage
      title={t('route.oss')}
      level={2}
      actions={actions}
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <UploadList
        items={uploads}
        onDismiss={(id) => setUploads((items) => items.filter((each) => each.id !== id))}
      />
      <ListGrid
        list={list}
        columns={columns}
        label={t('oss.rows')}
        emptyText={list.query.fileName ? t('oss.noMatch') : t('oss.empty')}
        selection={{
          model: selection.selection,
          onChange: selection.setSelection,
          canSelect: removable,
          checkboxLabel,
        }}
      />
      {confirm && (
        <RemoveFilesDialog
          files={confirm}
          busy={removing.isLoading}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void removeConfirmed()}
        />
      )}
    </ListPage>
  );
}

/**
 * app/{appId}/oss: the files uploaded for the application. Upload several at once (each with
 * its progress), search by name, sort by time or size, download, and delete one or the
 * selected ones (their uploader, or a holder of the storage-management code).
 */
export function FilesPage() {
  return <AppArea>{(app) => <FileList app={app} />}</AppArea>;
}

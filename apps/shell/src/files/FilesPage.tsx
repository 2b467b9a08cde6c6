import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getToken, notify, useKitDispatch } from '@org/app-kit';
import { type ChangeEvent, type FormEvent, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FileEntry,
  filesApi,
  useFilePageQuery,
  useFileUrlMutation,
  useRemoveFilesMutation,
  useUploadTokenMutation,
} from '../api/files-api';
import type { AppSummary } from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { Loadable } from '../common/Loadable';
import { Paging } from '../common/Paging';
import { RemoveFilesDialog } from './RemoveFilesDialog';
import { fileSize, fileType } from './format';
import { type UploadItem, UploadList } from './UploadList';
import { UploadTransportContext, uploadForApp } from './upload';

type SortKey = 'updatedAt' | 'fsize';

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
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({
    fileName: '',
    pageNo: 1,
    pageSize: 10,
    sortBy: 'updatedAt' as SortKey,
    sortOrder: 'desc' as 'asc' | 'desc',
  });
  const [selected, setSelected] = useState<FileEntry[]>([]);
  const [confirm, setConfirm] = useState<FileEntry[] | null>(null);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const nextId = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const files = useFilePageQuery({
    appId: app.id,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    ...(query.fileName ? { fileName: query.fileName } : {}),
  });
  const [fileUrl] = useFileUrlMutation();
  const [remove, removing] = useRemoveFilesMutation();
  const [uploadToken] = useUploadTokenMutation();
  const dispatch = useKitDispatch();

  // Uploads still running when the page goes away are stopped.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);
  // A selection belongs to the page shown.
  useEffect(() => setSelected([]), [files.data]);

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

  const download = async (file: FileEntry) => {
    try {
      const address = await fileUrl({ key: file.key }).unwrap();
      saveAs(address.url, address.name);
    } catch {
      // the client's notice shows the server's reason
    }
  };

  const removeConfirmed = async () => {
    if (!confirm) return;
    try {
      const { affected } = await remove(confirm.map((file) => file.key)).unwrap();
      notify(t('oss.deleted', { count: affected }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
    } catch {
      // the client's notice shows the server's reason
    }
    setConfirm(null);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, fileName: typed.trim(), pageNo: 1 });
  };
  const sortBy = (key: SortKey) =>
    setQuery({
      ...query,
      sortBy: key,
      sortOrder: query.sortBy === key && query.sortOrder === 'desc' ? 'asc' : 'desc',
      pageNo: 1,
    });
  const isSelected = (file: FileEntry) => selected.some((each) => each.key === file.key);
  const toggle = (file: FileEntry) =>
    setSelected(
      isSelected(file) ? selected.filter((each) => each.key !== file.key) : [...selected, file],
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('route.oss')}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={t('oss.searchName')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {selected.length > 0 && (
          <Button color="error" variant="outlined" onClick={() => setConfirm(selected)}>
            {t('oss.deleteSelected', { count: selected.length })}
          </Button>
        )}
        <Button component="label" variant="contained" startIcon={<UploadIcon />}>
          {t('oss.upload')}
          <input type="file" multiple hidden onChange={pick} />
        </Button>
      </Box>
      <UploadList
        items={uploads}
        onDismiss={(id) => setUploads((items) => items.filter((each) => each.id !== id))}
      />
      <Loadable query={files} empty={query.fileName ? t('oss.noMatch') : t('oss.empty')}>
        {(page) => {
          const removable = page.list.filter((file) => file.removable);
          const all = removable.length > 0 && removable.every(isSelected);
          return (
            <>
              <TableContainer>
                <Table size="small" aria-label={t('oss.rows')}>
                  <TableHead>
                    <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          size="small"
                          checked={all}
                          indeterminate={selected.length > 0 && !all}
                          disabled={removable.length === 0}
                          onChange={() => setSelected(all ? [] : removable)}
                          slotProps={{ input: { 'aria-label': t('oss.selectAll') } }}
                        />
                      </TableCell>
                      <TableCell>{t('oss.name')}</TableCell>
                      <TableCell
                        align="right"
                        sortDirection={query.sortBy === 'fsize' ? query.sortOrder : false}
                      >
                        <TableSortLabel
                          active={query.sortBy === 'fsize'}
                          direction={query.sortBy === 'fsize' ? query.sortOrder : 'desc'}
                          onClick={() => sortBy('fsize')}
                        >
                          {t('oss.size')}
                        </TableSortLabel>
                      </TableCell>
                      <TableCell>{t('oss.type')}</TableCell>
                      <TableCell>{t('oss.uploader')}</TableCell>
                      <TableCell
                        sortDirection={query.sortBy === 'updatedAt' ? query.sortOrder : false}
                      >
                        <TableSortLabel
                          active={query.sortBy === 'updatedAt'}
                          direction={query.sortBy === 'updatedAt' ? query.sortOrder : 'desc'}
                          onClick={() => sortBy('updatedAt')}
                        >
                          {t('oss.time')}
                        </TableSortLabel>
                      </TableCell>
                      <TableCell>{t('app.actions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {page.list.map((file) => (
                      <TableRow key={file.key} hover>
                        <TableCell padding="checkbox">
                          <Checkbox
                            size="small"
                            checked={isSelected(file)}
                            disabled={!file.removable}
                            onChange={() => toggle(file)}
                            slotProps={{
                              input: { 'aria-label': t('oss.select', { name: file.name }) },
                            }}
                          />
                        </TableCell>
                        <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                          {file.name}
                          {file.visibility === 'private' && (
                            <Typography component="span" variant="caption" color="text.secondary">
                              {' '}
                              · {t('oss.private')}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {fileSize(file.size)}
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          {fileType(file.mimeType, file.name)}
                        </TableCell>
                        <TableCell>{file.ownerName || '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {dateTime(file.updatedAt)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Button
                            size="small"
                            onClick={() => void download(file)}
                            aria-label={t('oss.downloadFile', { name: file.name })}
                          >
                            {t('oss.download')}
                          </Button>
                          {file.removable && (
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setConfirm([file])}
                              aria-label={t('oss.deleteFile', { name: file.name })}
                            >
                              {t('app.delete')}
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <Paging
                total={page.total}
                pageNo={query.pageNo}
                pageSize={query.pageSize}
                onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
              />
            </>
          );
        }}
      </Loadable>
      {confirm && (
        <RemoveFilesDialog
          files={confirm}
          busy={removing.isLoading}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void removeConfirmed()}
        />
      )}
    </Paper>
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

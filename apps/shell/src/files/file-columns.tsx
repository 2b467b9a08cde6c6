import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../common/format';
import type { FileRow } from './file-rows';
import { fileSize, fileType } from './format';

/** Newest and largest first: a first click on time or size sorts down. */
const DOWN_FIRST = ['desc', 'asc', null] as const;

/** The columns of the file list: name (and whether private), size, type, uploader, time. */
export function useFileColumns(): GridColDef<FileRow>[] {
  const { t } = useTranslation('shell');
  return useMemo(() => {
    const privateMark = ` · ${t('oss.private')}`;
    return [
      {
        field: 'name',
        headerName: t('oss.name'),
        flex: 2,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <span title={row.name}>
            {row.name}
            {row.visibility === 'private' && (
              <Typography component="span" variant="caption" color="text.secondary">
                {privateMark}
              </Typography>
            )}
          </span>
        ),
      },
      {
        field: 'fsize',
        headerName: t('oss.size'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
        sortingOrder: [...DOWN_FIRST],
        valueGetter: (_, row) => fileSize(row.size),
      },
      {
        field: 'mimeType',
        headerName: t('oss.type'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (_, row) => fileType(row.mimeType, row.name),
      },
      {
        field: 'ownerName',
        headerName: t('oss.uploader'),
        width: 120,
        sortable: false,
        valueGetter: (value: string) => value || '—',
      },
      {
        field: 'updatedAt',
        headerName: t('oss.time'),
        width: 150,
        sortingOrder: [...DOWN_FIRST],
        valueFormatter: (value: string) => dateTime(value),
      },
    ];
  }, [t]);
}

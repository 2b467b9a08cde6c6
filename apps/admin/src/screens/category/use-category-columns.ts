import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvColumn, useStatusColumn } from '@org/app-kit/list';
import type { Category, CategoryNode } from './category-api';

/**
 * What the category list shows of a category, in the grid and in the export. The list holds
 * every level, so each row names its parent, read from the tree (`byId`).
 */
export function useCategoryColumns(byId: ReadonlyMap<number, CategoryNode>) {
  const { t } = useTranslation('admin');
  const status = useStatusColumn<Category>(t('category.status'));

  const parentName = useCallback(
    (parentId: number | null) => {
      if (parentId === null) return t('category.root');
      return byId.get(parentId)?.name ?? String(parentId);
    },
    [byId, t],
  );

  const columns = useMemo<GridColDef<Category>[]>(
    () => [
      { field: 'code', headerName: t('category.code'), flex: 1, minWidth: 90 },
      { field: 'name', headerName: t('category.categoryName'), flex: 1, minWidth: 100 },
      {
        field: 'parentId',
        headerName: t('category.parent'),
        flex: 1,
        minWidth: 90,
        sortable: false,
        valueGetter: (value: number | null) => parentName(value),
      },
      status,
      { field: 'sort', headerName: t('category.sort'), width: 64, type: 'number' },
    ],
    [t, status, parentName],
  );

  const csvColumns = useMemo<CsvColumn<Category>[]>(
    () => [
      { header: t('category.code'), value: (row) => row.code },
      { header: t('category.categoryName'), value: (row) => row.name },
      { header: t('category.parent'), value: (row) => parentName(row.parentId) },
      {
        header: t('category.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('category.sort'), value: (row) => row.sort },
      { header: t('category.remark'), value: (row) => row.remark },
      { header: t('category.createdAt'), value: (row) => row.createdAt },
    ],
    [t, parentName],
  );

  return { columns, csvColumns };
}

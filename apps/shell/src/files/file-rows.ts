import type { PageAnswer } from '@org/app-kit/list';
import { useMemo } from 'react';
import { type FileEntry, type FilePageQuery, useFilePageQuery } from '../api/files-api';

/** A stored file as a list's row: known by its storage key, as the server knows it. */
export type FileRow = FileEntry & { id: string };

/** A page of an application's files for the list kit (`usePage`): each row's id is its key. */
export function useFileRows(query: FilePageQuery): PageAnswer<FileRow> {
  const { data, isFetching, isError, refetch } = useFilePageQuery(query);
  const rows = useMemo(
    () => data && { ...data, list: data.list.map((file) => ({ ...file, id: file.key })) },
    [data],
  );
  return { data: rows, isFetching, isError, refetch };
}

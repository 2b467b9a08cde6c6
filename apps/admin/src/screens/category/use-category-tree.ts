import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTreeQuery } from './category-api';
import { categoryTreeItems, flattenCategories, openRootIds } from './category-tree';

/**
 * The category tree beside the list: its nodes (flat in tree order and by id), its items, the
 * open nodes and the selected one. The top-level categories are open until the user opens or
 * closes a node; `reveal` opens a node so that what was just put below it shows.
 */
export function useCategoryTree() {
  const { t } = useTranslation('admin');
  const { data, isFetching } = useCategoryTreeQuery();
  const [selected, setSelected] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);

  const flat = useMemo(() => flattenCategories(data ?? []), [data]);
  const byId = useMemo(() => new Map(flat.map((entry) => [entry.node.id, entry.node])), [flat]);
  const items = useMemo(() => categoryTreeItems(data ?? [], t('category.disabledMark')), [data, t]);
  const defaultExpanded = useMemo(() => openRootIds(flat), [flat]);

  const reveal = useCallback(
    (id: number) => setExpanded((ids) => [...new Set([...(ids ?? defaultExpanded), String(id)])]),
    [defaultExpanded],
  );

  return {
    /** The first load is under way (a refetch keeps the tree shown). */
    loading: isFetching && !data,
    flat,
    byId,
    items,
    expanded: expanded ?? defaultExpanded,
    setExpanded,
    reveal,
    selected,
    setSelected,
    selectedNode: selected === null ? undefined : byId.get(selected),
  };
}

/** The category tree's state, as the tree panel and the screen share it. */
export type CategoryTree = ReturnType<typeof useCategoryTree>;

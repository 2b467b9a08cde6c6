import type { ResourceNode } from '@org/api-contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RbacSource, ResourceFilter } from './source';
import { flattenTree, pathTo } from './tree';

/** The search of the resource page as typed: a keyword, and '' (all), '1' or '0' for the status. */
export interface ResourceSearch {
  keyword: string;
  status: '' | '0' | '1';
}

const NO_SEARCH: ResourceSearch = { keyword: '', status: '' };

function filterOf(search: ResourceSearch): ResourceFilter {
  const keyword = search.keyword.trim();
  return {
    ...(keyword ? { keyword } : {}),
    ...(search.status === '' ? {} : { status: search.status === '1' ? 1 : 0 }),
  };
}

export interface ResourceBrowser {
  roots: readonly ResourceNode[];
  /** Every node, depth first. */
  nodes: readonly ResourceNode[];
  loading: boolean;
  /** Why the tree could not be read, if it could not. */
  error: unknown;
  /** The node whose children the list shows; null: the top level. */
  selected: ResourceNode | null;
  select: (id: number | null) => void;
  /** The nodes from the top down to the selected one. */
  trail: readonly ResourceNode[];
  /** What the list shows: the selected node's children, or the top level. */
  rows: readonly ResourceNode[];
  /** The node's parent (null at the top level, or when it is not in the tree). */
  parentOf: (node: ResourceNode) => ResourceNode | null;
  /** The nodes open in the tree beside the list. */
  expanded: string[];
  setExpanded: (ids: string[]) => void;
  /** Opens a node in the tree (the parent of a resource just added below it). */
  expand: (id: number) => void;
  draft: ResourceSearch;
  setDraft: (search: ResourceSearch) => void;
  runSearch: () => void;
  resetSearch: () => void;
}

/**
 * The resource page's state: the tree of the source (searched), the node chosen in the tree
 * beside the list, the way down to it and the nodes open in the tree.
 */
export function useResourceBrowser(source: RbacSource, enabled: boolean): ResourceBrowser {
  const [draft, setDraft] = useState<ResourceSearch>(NO_SEARCH);
  const [search, setSearch] = useState<ResourceSearch>(NO_SEARCH);
  const filter = useMemo(() => filterOf(search), [search]);
  const tree = source.useResourceTree(filter, { skip: !enabled });
  const data = tree.data;
  const roots = useMemo(() => data ?? [], [data]);
  const nodes = useMemo(() => flattenTree(roots), [roots]);
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const selected = selectedId === null ? null : (byId.get(selectedId) ?? null);
  const searching = filter.keyword !== undefined;

  // the top level opens at first; a search opens every node, so that the matches show
  useEffect(() => {
    if (!data) return;
    setExpanded(
      searching
        ? flattenTree(data).map((node) => String(node.id))
        : (current) => (current.length > 0 ? current : data.map((node) => String(node.id))),
    );
  }, [data, searching]);

  // a node that went away (deleted, searched out) is no longer the chosen one
  useEffect(() => {
    if (data && selectedId !== null && !byId.has(selectedId)) setSelectedId(null);
  }, [data, selectedId, byId]);

  const trail = useMemo(
    () => (selectedId === null ? [] : pathTo(roots, selectedId)),
    [roots, selectedId],
  );
  const parentOf = useCallback(
    (node: ResourceNode) => pathTo(roots, node.id).at(-2) ?? null,
    [roots],
  );
  const expand = useCallback((id: number) => {
    const key = String(id);
    setExpanded((current) => (current.includes(key) ? current : [...current, key]));
  }, []);

  return {
    roots,
    nodes,
    loading: tree.isFetching,
    error: tree.error,
    selected,
    select: setSelectedId,
    trail,
    rows: selected ? (selected.children ?? []) : roots,
    parentOf,
    expanded,
    setExpanded,
    expand,
    draft,
    setDraft,
    runSearch: () => setSearch(draft),
    resetSearch: () => {
      setDraft(NO_SEARCH);
      setSearch(NO_SEARCH);
    },
  };
}

import type { OrgNode } from '@org/api-contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An organisation as a tree item (the tree view wants string ids). */
export interface OrgItem {
  id: string;
  label: string;
  org: OrgNode;
  children: OrgItem[];
}

/** The tree items of `nodes`; disabled organisations are marked in their label. */
export function toItems(nodes: readonly OrgNode[], disabledMark: string): OrgItem[] {
  return nodes.map((node) => ({
    id: String(node.id),
    label: node.status === 1 ? node.orgName : `${node.orgName} ${disabledMark}`,
    org: node,
    children: toItems(node.children ?? [], disabledMark),
  }));
}

/** Ids of every node of `nodes` that has children (to expand them all). */
export function parentIds(nodes: readonly OrgNode[], depth = Infinity): string[] {
  if (depth <= 0) return [];
  return nodes.flatMap((node) =>
    node.children && node.children.length > 0
      ? [String(node.id), ...parentIds(node.children, depth - 1)]
      : [],
  );
}

/** The node with `id` in `nodes`, searched at every level. */
export function findNode(nodes: readonly OrgNode[], id: number): OrgNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/** Ids of `node` and every node below it. */
export function subtreeIds(node: OrgNode): number[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

export interface OrgTreeProps {
  /** The accessible name of the tree. */
  label: string;
  nodes: readonly OrgNode[];
  loading?: boolean;
  selected: number | null;
  onSelect: (id: number | null) => void;
  /** With a search box: the keyword and its change (the caller asks the server). */
  keyword?: string;
  onKeyword?: (keyword: string) => void;
  /** Nodes that cannot be chosen (e.g. a node being moved and everything below it). */
  isDisabled?: (node: OrgNode) => boolean;
  /** Height of the scrolling tree (the aside of a list has its own scroll). */
  maxHeight?: number | string;
}

/**
 * An organisation tree (MUI X Tree View): click a node to choose (and open) it. The first two
 * levels are open and stay open as the tree changes; a search opens every level it answers.
 */
export function OrgTree({
  label,
  nodes,
  loading,
  selected,
  onSelect,
  keyword,
  onKeyword,
  isDisabled,
  maxHeight,
}: OrgTreeProps) {
  const { t } = useTranslation('admin');
  const items = useMemo(() => toItems(nodes, t('org.disabledMark')), [nodes, t]);
  const [expanded, setExpanded] = useState<string[]>(() =>
    parentIds(nodes, keyword ? Infinity : 2),
  );
  const [shown, setShown] = useState({ nodes, keyword });
  if (shown.nodes !== nodes) {
    // a search opens every level it answers; a change keeps what was open and opens the
    // first levels
    const searched = keyword !== shown.keyword;
    setShown({ nodes, keyword });
    setExpanded(
      searched && keyword
        ? parentIds(nodes)
        : [...new Set([...(searched ? [] : expanded), ...parentIds(nodes, 2)])],
    );
  }
  const [draft, setDraft] = useState(keyword ?? '');

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {onKeyword && (
        <TextField
          size="small"
          label={t('org.treeSearch')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onKeyword(draft.trim());
          }}
          onBlur={() => {
            if (draft.trim() !== (keyword ?? '')) onKeyword(draft.trim());
          }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {loading && nodes.length === 0 ? (
        <CircularProgress size={24} aria-label={t('org.loading')} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('list.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflow: 'auto', maxHeight }}>
          <RichTreeView<OrgItem>
            aria-label={label}
            items={items}
            expandedItems={expanded}
            onExpandedItemsChange={(_, ids) => setExpanded(ids)}
            selectedItems={selected === null ? null : String(selected)}
            onSelectedItemsChange={(_, id) => {
              // choosing a node also opens it
              if (id !== null && !expanded.includes(id)) setExpanded([...expanded, id]);
              onSelect(id === null ? null : Number(id));
            }}
            isItemDisabled={isDisabled ? (item) => isDisabled(item.org) : undefined}
            expansionTrigger="iconContainer"
          />
        </Box>
      )}
    </Box>
  );
}

import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import { type Org, type OrgNode, type OrgQuery, useOrgPageQuery } from './org-api';

/**
 * The organisation list as a tree table. Sorted by sort number (the default), the server
 * answers the page in tree order (every organisation right under its parent); the rows are
 * indented by their level and an organisation with others below it has a button that folds
 * them away. The folded ids travel with the query, so paging and the total count the rows
 * shown. Sorted by another column, or listing only one node's children, the list is flat.
 */
export type OrgRow = Org & {
  /** Levels below the top of the list in tree order; `null` in a flat list. */
  level: number | null;
};

/** Whether `query` answers a tree (see above). */
export function isTreeQuery(query: Pick<OrgQuery, 'sortBy' | 'parentId' | 'withDescendants'>) {
  const treeOrder = query.sortBy === undefined || query.sortBy === 'sort';
  return treeOrder && (query.parentId === undefined || query.withDescendants === true);
}

/** Levels of `row` below `parentId` (below the roots without one). */
function levelBelow(row: Org, parentId: number | undefined): number {
  const top = parentId === undefined ? 0 : row.ancestorIds.indexOf(parentId) + 1;
  return Math.max(0, row.ancestorIds.length - top);
}

/** `useOrgPageQuery` with the rows' `level` (the screen's `usePage`). */
export function useOrgTreePage(query: OrgQuery) {
  const { data, isFetching } = useOrgPageQuery(query);
  const tree = isTreeQuery(query);
  const { parentId } = query;
  const rows = useMemo(
    () =>
      data && {
        ...data,
        list: data.list.map((row): OrgRow => ({
          ...row,
          level: tree ? levelBelow(row, parentId) : null,
        })),
      },
    [data, tree, parentId],
  );
  return { data: rows, isFetching };
}

/** The ids of the nodes of `nodes` that have children (what "fold all" folds). */
export function parentIds(nodes: readonly OrgNode[]): number[] {
  return nodes.flatMap((node) =>
    node.hasChildren ? [node.id, ...parentIds(node.children ?? [])] : [],
  );
}

/** Indent per level, in px. */
const INDENT = 20;

/** The name cell of the tree table: indented, with the fold button of a row with children. */
export function OrgNameCell({
  row,
  folded,
  onToggle,
  labels,
}: {
  row: OrgRow;
  folded: boolean;
  onToggle: (id: number) => void;
  labels: { fold: string; unfold: string };
}) {
  if (row.level === null) return row.orgName;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, pl: `${row.level * INDENT}px` }}>
      {row.hasChildren ? (
        <IconButton
          size="small"
          sx={{ p: 0.25, mr: 0.5 }}
          aria-expanded={!folded}
          aria-label={`${folded ? labels.unfold : labels.fold} ${row.orgName}`}
          onClick={(event) => {
            // the click is the button's, not the row's (no selection)
            event.stopPropagation();
            onToggle(row.id);
          }}
        >
          {folded ? <ChevronRightIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box component="span" sx={{ width: 24, mr: 0.5, flex: 'none' }} />
      )}
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {row.orgName}
      </Box>
    </Box>
  );
}

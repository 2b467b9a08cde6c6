import { PERMISSIONS, type ResourceType } from '@org/api-contract';
import { type CallError, notify, useCan } from '@org/app-kit';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ResourceNode,
  useRbacRemoveResourcesMutation,
  useRbacResourceTreeQuery,
  useRbacSortResourcesMutation,
  useRbacUpdateResourceMutation,
} from '../api/rbac-api';
import type { AppSummary } from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { ConfirmDialog } from './ConfirmDialog';
import { MoveDialog } from './MoveDialog';
import { ResourceDialog } from './ResourceDialog';
import { childTypes, flattenTree } from './tree';

const P = PERMISSIONS.resource;

/** Chip colours of the kinds (those with enough contrast on white). */
const TYPE_COLOURS: Record<ResourceType, 'primary' | 'secondary' | 'success' | 'default'> = {
  DIR: 'primary',
  MENU: 'secondary',
  PAGE: 'success',
  BUTTON: 'default',
  API: 'default',
};

type Open =
  | { kind: 'new'; parent: ResourceNode | null }
  | { kind: 'edit' | 'move' | 'delete'; node: ResourceNode }
  | null;

interface Row {
  node: ResourceNode;
  depth: number;
  siblings: readonly ResourceNode[];
}

/** A row's action: an icon button named for its resource, its short name as a tooltip. */
function Action({
  title,
  label,
  disabled = false,
  color,
  onClick,
  children,
}: {
  title: string;
  label: string;
  disabled?: boolean;
  color?: 'error';
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} color={color} onClick={onClick}>
      {children}
    </IconButton>
  );
  // a disabled button takes no pointer events: the tooltip listens on a wrapper
  return (
    <Tooltip title={title} describeChild>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}

/** A sort number after the last of `siblings` (steps of ten leave room between). */
const nextSort = (siblings: readonly ResourceNode[]) =>
  Math.floor(Math.max(0, ...siblings.map((node) => node.sort)) / 10) * 10 + 10;

/** The visible rows of the tree: a node, then its children while it is expanded. */
function rowsOf(roots: readonly ResourceNode[], collapsed: ReadonlySet<number>): Row[] {
  const rows: Row[] = [];
  const visit = (siblings: readonly ResourceNode[], depth: number) => {
    for (const node of siblings) {
      rows.push({ node, depth, siblings });
      if (!collapsed.has(node.id)) visit(node.children ?? [], depth + 1);
    }
  };
  visit(roots, 0);
  return rows;
}

/** The resource tree of one application, with its changes by permission. */
function ResourceTree({ app }: { app: AppSummary }) {
  const { t, i18n } = useTranslation('shell');
  const english = i18n.language.startsWith('en');
  const canView = useCan(P.view);
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canRemove = useCan(P.remove);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tree = useRbacResourceTreeQuery(
    { appId: app.id, ...(keyword ? { keyword } : {}) },
    { skip: !canView },
  );
  const [update] = useRbacUpdateResourceMutation();
  const [sort] = useRbacSortResourcesMutation();
  const [remove, removing] = useRbacRemoveResourcesMutation();
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const parents = useMemo(
    () =>
      new Map(
        flattenTree(roots).flatMap((node) =>
          (node.children ?? []).map((child) => [child.id, node] as const),
        ),
      ),
    [roots],
  );

  const act = async (call: () => Promise<unknown>, done?: string) => {
    setFailure(null);
    try {
      await call();
      if (done) notify(done, { variant: 'success', autoHideDuration: 3000 });
    } catch (error) {
      setFailure((error as CallError).message);
    }
  };
  const shift = (row: Row, by: -1 | 1) => {
    const order = [...row.siblings];
    const at = order.findIndex((node) => node.id === row.node.id);
    const other = order[at + by];
    if (!other) return;
    order[at + by] = row.node;
    order[at] = other;
    void act(() =>
      sort({
        items: order.map((node, index) => ({ id: node.id, sort: (index + 1) * 10 })),
      }).unwrap(),
    );
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
  };
  const nameOf = (node: ResourceNode) =>
    english && node.resourceNameEn ? node.resourceNameEn : node.resourceName;

  let body;
  if (!canView) {
    body = <Alert severity="info">{t('rbac.noResourceAccess', { code: P.view })}</Alert>;
  } else if (tree.isLoading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label="Loading" />
      </Box>
    );
  } else if (tree.error) {
    body = <Alert severity="error">{(tree.error as CallError).message}</Alert>;
  } else if (roots.length === 0) {
    body = <Typography color="text.secondary">{t('rbac.noResources')}</Typography>;
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={t('rbac.resourceTree')} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableCell>{t('rbac.nameAndCode')}</TableCell>
              <TableCell>{t('rbac.resourceType')}</TableCell>
              <TableCell>{t('rbac.path')}</TableCell>
              <TableCell>{t('rbac.status')}</TableCell>
              <TableCell>{t('rbac.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rowsOf(roots, collapsed).map((row) => {
              const { node } = row;
              const name = nameOf(node);
              const kids = node.children ?? [];
              const shut = collapsed.has(node.id);
              const index = row.siblings.indexOf(node);
              const addable = childTypes(node.resourceType as ResourceType).length > 0;
              return (
                <TableRow key={node.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', pl: row.depth * 2 }}>
                      {kids.length > 0 ? (
                        <IconButton
                          size="small"
                          aria-expanded={!shut}
                          aria-label={t(shut ? 'rbac.expand' : 'rbac.collapse', { name })}
                          onClick={() => {
                            const next = new Set(collapsed);
                            if (shut) next.delete(node.id);
                            else next.add(node.id);
                            setCollapsed(next);
                          }}
                        >
                          {shut ? (
                            <ChevronRightIcon fontSize="small" />
                          ) : (
                            <ExpandMoreIcon fontSize="small" />
                          )}
                        </IconButton>
                      ) : (
                        <Box sx={{ width: 34 }} />
                      )}
                      <Box>
                        <Typography variant="body2">{name}</Typography>
                        <Typography
                          component="code"
                          variant="caption"
                          color="text.secondary"
                          sx={{ fontFamily: 'monospace' }}
                        >
                          {node.resourceCode}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={TYPE_COLOURS[node.resourceType as ResourceType]}
                      label={t(`rbac.type.${node.resourceType}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{node.path}</TableCell>
                  <TableCell>
                    {canEdit ? (
                      <Switch
                        size="small"
                        checked={node.status === 1}
                        slotProps={{
                          input: { 'aria-label': t('rbac.statusNamed', { name }) },
                        }}
                        onChange={(event) =>
                          void act(() =>
                            update({ id: node.id, status: event.target.checked ? 1 : 0 }).unwrap(),
                          )
                        }
                      />
                    ) : (
                      <Chip
                        size="small"
                        color={node.status === 1 ? 'success' : 'default'}
                        label={t(node.status === 1 ? 'rbac.enabled' : 'rbac.disabled')}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', py: 0 }}>
                    {canAdd &&
                      (addable ? (
                        <Action
                          title={t('rbac.addChild')}
                          label={t('rbac.addChildNamed', { name })}
                          onClick={() => setOpen({ kind: 'new', parent: node })}
                        >
                          <AddIcon fontSize="small" />
                        </Action>
                      ) : (
                        <Box
                          component="span"
                          sx={{ display: 'inline-block', width: 30, verticalAlign: 'middle' }}
                        />
                      ))}
                    {canEdit && (
                      <>
                        <Action
                          title={t('rbac.edit')}
                          label={t('rbac.editNamed', { name })}
                          onClick={() => setOpen({ kind: 'edit', node })}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </Action>
                        <Action
                          title={t('rbac.moveUp')}
                          label={t('rbac.moveUpNamed', { name })}
                          disabled={index === 0}
                          onClick={() => shift(row, -1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </Action>
                        <Action
                          title={t('rbac.moveDown')}
                          label={t('rbac.moveDownNamed', { name })}
                          disabled={index === row.siblings.length - 1}
                          onClick={() => shift(row, 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </Action>
                        <Action
                          title={t('rbac.move')}
                          label={t('rbac.moveNamed', { name })}
                          onClick={() => setOpen({ kind: 'move', node })}
                        >
                          <DriveFileMoveOutlinedIcon fontSize="small" />
                        </Action>
                      </>
                    )}
                    {canRemove && (
                      <Action
                        title={t('rbac.delete')}
                        label={t('rbac.deleteNamed', { name })}
                        color="error"
                        onClick={() => setOpen({ kind: 'delete', node })}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </Action>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('rbac.resources')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rbac.resourcesHint')}
        </Typography>
      </Box>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={t('rbac.searchResource')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            setKeyword('');
          }}
        >
          {t('app.reset')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {canAdd && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'new', parent: null })}
          >
            {t('rbac.newResource')}
          </Button>
        )}
      </Box>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {body}
      {open?.kind === 'new' && (
        <ResourceDialog
          app={app}
          parent={open.parent}
          sort={nextSort(open.parent ? (open.parent.children ?? []) : roots)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'edit' && (
        <ResourceDialog
          app={app}
          parent={parents.get(open.node.id) ?? null}
          resource={open.node}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'move' && (
        <MoveDialog roots={roots} node={open.node} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('rbac.confirmTitle')}
        text={t('rbac.confirmResource', {
          name: open?.kind === 'delete' ? nameOf(open.node) : '',
          code: open?.kind === 'delete' ? open.node.resourceCode : '',
        })}
        action={t('rbac.delete')}
        busy={removing.isLoading}
        onConfirm={() => {
          if (open?.kind !== 'delete') return;
          const node = open.node;
          setOpen(null);
          void act(() => remove([node.id]).unwrap(), t('rbac.deleted'));
        }}
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}

/** app/{appId}/Resources (资源): the application's menus, pages and buttons as a tree. */
export function ResourcesPage() {
  return <AppArea>{(app) => <ResourceTree app={app} />}</AppArea>;
}

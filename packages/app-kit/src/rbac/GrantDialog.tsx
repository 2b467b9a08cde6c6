import { impliedReads, type ResourceNode } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useEffect, useId, useMemo, useState } from 'react';
import { notify } from '../notices/notify';
import {
  type RbacSource,
  type ResourceFilter,
  type RoleRef,
  refusalOf,
  roleLabel,
  useRbacTexts,
} from './source';
import { checkedForTree, flattenTree, grantOf, parentIds } from './tree';
import { Spinner } from '../layout/Spinner';

const WHOLE_TREE: ResourceFilter = {};
const ids = (numbers: readonly number[]) => numbers.map(String);
/** The top-level nodes that have children: what opening the top level opens. */
const topParents = (roots: readonly ResourceNode[]) =>
  roots.filter((node) => (node.children ?? []).length > 0).map((node) => node.id);

export interface GrantDialogProps {
  source: RbacSource;
  /** The role whose resources are granted; null while the dialog is closed. */
  role: RoleRef | null;
  /**
   * Whether the tree opens fully at first (an application's few resources), or only its top
   * level (the platform's long tree).
   */
  openAll?: boolean;
  onClose: () => void;
}

/**
 * Grants resources to a role: a checkbox tree of directories, menus, pages and buttons,
 * restored from the role's grant. Checking a node checks everything below it; a parent with
 * some checked nodes below it is half-checked, and is sent as such. A refused grant keeps the
 * dialog open with the server's message.
 */
export function GrantDialog({ source, role, openAll = false, onClose }: GrantDialogProps) {
  const { t, describe, nameOf } = useRbacTexts(source);
  const titleId = useId();
  const open = role !== null;
  const query = { skip: !open, refetchOnMountOrArgChange: true };
  const tree = source.useResourceTree(WHOLE_TREE, query);
  const grant = source.useRoleGrant(role?.id ?? 0, query);
  const [selected, setSelected] = useState<string[] | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const admin = grant.data?.allResources === true;

  // the role's grant fills the tree once both have arrived (fresh, not a cached answer)
  useEffect(() => {
    if (!open) {
      setSelected(null);
      setExpanded([]);
      setFailure(null);
      return;
    }
    const nodes = tree.data;
    const given = grant.data;
    if (!nodes || !given || tree.isFetching || grant.isFetching) return;
    setSelected(
      (current) =>
        current ??
        ids(
          given.allResources
            ? flattenTree(nodes).map((node) => node.id)
            : checkedForTree(nodes, given.checkedIds),
        ),
    );
    setExpanded((current) =>
      current.length > 0 ? current : ids(openAll ? parentIds(nodes) : topParents(nodes)),
    );
  }, [open, openAll, tree.data, grant.data, tree.isFetching, grant.isFetching]);

  // screens not checked whose data a checked screen reads: granted for reading with it
  const implied = useMemo(() => {
    const nodes = flattenTree(roots);
    const byId = new Map(nodes.map((node) => [String(node.id), node]));
    const byCode = new Map(nodes.map((node) => [node.resourceCode, node]));
    const codes = (selected ?? []).flatMap((id) => byId.get(id)?.resourceCode ?? []);
    const named = (code: string) => {
      const node = byCode.get(code);
      return node ? nameOf(node) : code;
    };
    return new Map([...impliedReads(codes)].map(([code, by]) => [code, by.map(named).join('、')]));
  }, [roots, selected, nameOf]);
  const labelOf = (node: ResourceNode) => {
    const readWith = implied.get(node.resourceCode);
    return readWith
      ? `${describe(node)} · ${t('rbac.impliedRead', { names: readWith })}`
      : describe(node);
  };

  const submit = async () => {
    if (!role || selected === null) return;
    setSaving(true);
    setFailure(null);
    try {
      await source.grant({ roleId: role.id, ...grantOf(roots, selected.map(Number)) });
      notify(t('rbac.granted'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure(refusalOf(error, t));
    } finally {
      setSaving(false);
    }
  };

  const loadError = tree.error ?? grant.error;
  const loading = selected === null;
  const empty = !loading && roots.length === 0;
  let body;
  if (loadError) body = <Alert severity="error">{refusalOf(loadError, t)}</Alert>;
  else if (loading) body = <Spinner size={24} />;
  else if (empty) body = <Typography color="text.secondary">{t('rbac.noResources')}</Typography>;
  else {
    body = (
      <Box sx={{ maxHeight: '55vh', overflow: 'auto' }}>
        <RichTreeView<ResourceNode, true>
          aria-label={t('rbac.grantTree')}
          items={roots}
          getItemId={(node) => String(node.id)}
          getItemLabel={labelOf}
          getItemChildren={(node) => node.children ?? []}
          multiSelect
          checkboxSelection
          selectionPropagation={{ parents: true, descendants: true }}
          disableSelection={admin}
          selectedItems={selected}
          onSelectedItemsChange={(_, items) => setSelected(items)}
          expandedItems={expanded}
          onExpandedItemsChange={(_, items) => setExpanded(items)}
          expansionTrigger="iconContainer"
        />
      </Box>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('rbac.grantTitle', { name: role ? roleLabel(role) : '' })}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Alert severity={admin ? 'warning' : 'info'}>
          {admin ? t('rbac.grantAdmin') : t('rbac.grantHint')}
        </Alert>
        {!empty && !loadError && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button size="small" onClick={() => setExpanded(ids(parentIds(roots)))}>
              {t('rbac.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('rbac.collapseAll')}
            </Button>
            <Button
              size="small"
              disabled={admin || loading}
              onClick={() => setSelected(ids(flattenTree(roots).map((node) => node.id)))}
            >
              {t('rbac.checkAll')}
            </Button>
            <Button size="small" disabled={admin || loading} onClick={() => setSelected([])}>
              {t('rbac.checkNone')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
              {t('rbac.checkedCount', { count: selected?.length ?? 0 })}
            </Typography>
          </Box>
        )}
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={admin || loading || Boolean(loadError)}
          loading={saving}
          onClick={() => void submit()}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

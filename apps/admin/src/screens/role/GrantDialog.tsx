import { notify } from '@org/app-kit';
import { type ResourceType, impliedReads } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GrantTree,
  type Role,
  useGrantResourceTreeQuery,
  useGrantRoleMutation,
  useRoleGrantQuery,
} from './role-api';
import { checkedForTree, flattenTree, grantOf } from './tree-items';

type ResourceItem = GrantTree[number];

const resourceName = (node: ResourceItem, english: boolean) =>
  english && node.resourceNameEn ? node.resourceNameEn : node.resourceName;

/** The ids of the nodes that have children (expanded by "expand all"). */
const parentIds = (tree: GrantTree) =>
  flattenTree(tree)
    .filter((node) => (node.children ?? []).length > 0)
    .map((node) => String(node.id));

export interface GrantDialogProps {
  role: Role | null;
  onClose: () => void;
}

/**
 * Grants resources to a role: a checkbox tree of directories, menus, pages and buttons. Checking
 * a node checks everything below it; a parent with some checked nodes below it is half-checked.
 */
export function GrantDialog({ role, onClose }: GrantDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const english = i18n.language.startsWith('en');
  const open = role !== null;
  const tree = useGrantResourceTreeQuery({}, { skip: !open, refetchOnMountOrArgChange: true });
  const grant = useRoleGrantQuery(role?.id ?? 0, { skip: !open, refetchOnMountOrArgChange: true });
  const [save, saving] = useGrantRoleMutation();
  const [selected, setSelected] = useState<string[] | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const admin = grant.data?.allResources === true;

  // the role's grants fill the tree once both have arrived
  useEffect(() => {
    if (!open) {
      setSelected(null);
      return;
    }
    if (!tree.data || !grant.data || grant.isFetching || tree.isFetching) return;
    setSelected((current) => {
      if (current !== null) return current;
      return grant.data?.allResources
        ? flattenTree(tree.data ?? []).map((node) => String(node.id))
        : checkedForTree(tree.data ?? [], grant.data?.checkedIds ?? []);
    });
    setExpanded((current) =>
      current.length > 0
        ? current
        : (tree.data ?? []).flatMap((node) =>
            (node.children ?? []).length > 0 ? [String(node.id)] : [],
          ),
    );
  }, [open, tree.data, grant.data, tree.isFetching, grant.isFetching]);

  const typeLabel = (type: ResourceType) => t(`resource.type.${type}`);
  const nameOf = (node: ResourceItem) => resourceName(node, english);
  // screens not checked whose data a checked screen reads: granted for reading with it
  const implied = useMemo(() => {
    const nodes = flattenTree(roots);
    const byId = new Map(nodes.map((node) => [String(node.id), node]));
    const byCode = new Map(nodes.map((node) => [node.resourceCode, node]));
    const codes = (selected ?? []).flatMap((id) => byId.get(id)?.resourceCode ?? []);
    const named = (code: string) => {
      const node = byCode.get(code);
      return node ? resourceName(node, english) : code;
    };
    return new Map([...impliedReads(codes)].map(([code, by]) => [code, by.map(named).join('、')]));
  }, [roots, selected, english]);
  const label = (node: ResourceItem) => {
    const readWith = implied.get(node.resourceCode);
    return `${nameOf(node)} · ${typeLabel(node.resourceType as ResourceType)} · ${
      node.resourceCode
    }${node.status === 0 ? ` (${t('status.disabled')})` : ''}${
      readWith ? ` · ${t('role.impliedRead', { names: readWith })}` : ''
    }`;
  };

  const submit = async () => {
    if (!role || selected === null) return;
    try {
      await save({ roleId: role.id, ...grantOf(roots, selected) }).unwrap();
      notify(t('role.granted'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch {
      // the client has shown the server's message
    }
  };

  const loading = selected === null;
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby="grant-title"
    >
      <DialogTitle id="grant-title">
        {t('role.grantTitle', { name: role ? `${role.roleName} (${role.roleCode})` : '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity={admin ? 'warning' : 'info'} sx={{ mb: 1.5 }}>
          {admin ? t('role.grantAdmin') : t('role.grantHint')}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Button size="small" onClick={() => setExpanded(parentIds(roots))}>
            {t('role.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('role.collapseAll')}
          </Button>
          <Button
            size="small"
            disabled={admin || loading}
            onClick={() => setSelected(flattenTree(roots).map((node) => String(node.id)))}
          >
            {t('role.checkAll')}
          </Button>
          <Button size="small" disabled={admin || loading} onClick={() => setSelected([])}>
            {t('role.checkNone')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {t('role.grantCount', { count: selected?.length ?? 0 })}
          </Typography>
        </Box>
        {loading ? (
          <CircularProgress aria-label="Loading" />
        ) : (
          <Box sx={{ maxHeight: '55vh', overflow: 'auto' }}>
            <RichTreeView<ResourceItem, true>
              aria-label={t('role.resourceTree')}
              items={roots}
              getItemId={(node) => String(node.id)}
              getItemLabel={label}
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
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={admin || loading || saving.isLoading}
          onClick={() => void submit()}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

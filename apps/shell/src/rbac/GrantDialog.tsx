import { notify } from '@org/app-kit';
import type { ResourceType } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CallError } from '@org/app-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AppRole,
  type ResourceNode,
  useRbacGrantRoleMutation,
  useRbacResourceTreeQuery,
  useRbacRoleGrantQuery,
} from '../api/rbac-api';
import { CheckboxTree } from './CheckboxTree';
import { checkedForTree, flattenTree, grantOf, toggleChecked } from './tree';

/** "name · type · code" of a resource, in the shell's language. */
export function useResourceLabel() {
  const { t, i18n } = useTranslation('shell');
  const english = i18n.language.startsWith('en');
  return (node: ResourceNode) =>
    `${english && node.resourceNameEn ? node.resourceNameEn : node.resourceName} · ${t(
      `rbac.type.${node.resourceType as ResourceType}`,
    )} · ${node.resourceCode}${node.status === 0 ? ` (${t('rbac.disabled')})` : ''}`;
}

const withChildren = (roots: readonly ResourceNode[]) =>
  flattenTree(roots)
    .filter((node) => (node.children ?? []).length > 0)
    .map((node) => node.id);

/**
 * Grants the application's resources to one of its roles: a checkbox tree of its menus, pages
 * and buttons, restored from the role's grant. A refused grant keeps the dialog open with the
 * server's message above the tree.
 */
export function GrantDialog({
  appId,
  role,
  onClose,
}: {
  appId: number;
  role: AppRole;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const labelOf = useResourceLabel();
  const tree = useRbacResourceTreeQuery({ appId }, { refetchOnMountOrArgChange: true });
  const grant = useRbacRoleGrantQuery(role.id, { refetchOnMountOrArgChange: true });
  const [save, saving] = useRbacGrantRoleMutation();
  const [checked, setChecked] = useState<Set<number> | null>(null);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const roots = useMemo(() => tree.data ?? [], [tree.data]);

  // the role's grant fills the tree once both have arrived
  useEffect(() => {
    if (checked !== null || !tree.data || !grant.data || tree.isFetching || grant.isFetching) {
      return;
    }
    setChecked(new Set(checkedForTree(tree.data, grant.data.checkedIds)));
    setExpanded(new Set(withChildren(tree.data)));
  }, [checked, tree.data, grant.data, tree.isFetching, grant.isFetching]);

  const submit = async () => {
    if (checked === null) return;
    setFailure(null);
    try {
      await save({ roleId: role.id, ...grantOf(roots, checked) }).unwrap();
      notify(t('rbac.granted'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure((error as CallError).message);
    }
  };

  const loadError = (tree.error ?? grant.error) as CallError | undefined;
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        {t('rbac.grantTitle', { name: `${role.roleName} (${role.roleCode})` })}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Alert severity="info">{t('rbac.grantHint')}</Alert>
        {loadError ? (
          <Alert severity="error">{loadError.message}</Alert>
        ) : checked === null ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={24} aria-label="Loading" />
          </Box>
        ) : roots.length === 0 ? (
          <Typography color="text.secondary">{t('rbac.noResources')}</Typography>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Button size="small" onClick={() => setExpanded(new Set(withChildren(roots)))}>
                {t('rbac.expandAll')}
              </Button>
              <Button size="small" onClick={() => setExpanded(new Set())}>
                {t('rbac.collapseAll')}
              </Button>
              <Button
                size="small"
                onClick={() => setChecked(new Set(flattenTree(roots).map((node) => node.id)))}
              >
                {t('rbac.checkAll')}
              </Button>
              <Button size="small" onClick={() => setChecked(new Set())}>
                {t('rbac.checkNone')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {t('rbac.checkedCount', { count: checked.size })}
              </Typography>
            </Box>
            <Box sx={{ maxHeight: '55vh', overflow: 'auto' }}>
              <CheckboxTree
                label={t('rbac.grantTree')}
                roots={roots}
                labelOf={labelOf}
                checked={checked}
                onToggle={(id, on) => setChecked(toggleChecked(roots, checked, id, on))}
                expanded={expanded}
                onExpand={(id, open) => {
                  const next = new Set(expanded);
                  if (open) next.add(id);
                  else next.delete(id);
                  setExpanded(next);
                }}
              />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('rbac.cancel')}</Button>
        <Button
          variant="contained"
          disabled={checked === null}
          loading={saving.isLoading}
          onClick={() => void submit()}
        >
          {t('rbac.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

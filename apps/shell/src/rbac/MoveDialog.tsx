import { notify } from '@org/app-kit';
import { RESOURCE_PARENTS, type ResourceType } from '@org/api-contract';
import type { CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceNode, useRbacMoveResourceMutation } from '../api/rbac-api';
import { useResourceLabel } from './GrantDialog';
import { descendantsOf, flattenTree } from './tree';

const TOP = 'top';

/**
 * Moves a resource (with everything below it) under another node of the application's tree:
 * only the places the contract allows its kind are offered, never itself or a node below it.
 */
export function MoveDialog({
  roots,
  node,
  onClose,
}: {
  roots: readonly ResourceNode[];
  node: ResourceNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const labelOf = useResourceLabel();
  const [move, moving] = useRbacMoveResourceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const allowed = RESOURCE_PARENTS[node.resourceType as ResourceType];
  const below = new Set(descendantsOf(node));
  const places = flattenTree(roots).filter(
    (candidate) =>
      candidate.id !== node.id &&
      candidate.id !== node.parentId &&
      !below.has(candidate.id) &&
      allowed.includes(candidate.resourceType as ResourceType),
  );
  const topAllowed = allowed.includes(null) && node.parentId !== null;
  const [target, setTarget] = useState<string>(topAllowed ? TOP : String(places[0]?.id ?? ''));

  const submit = async () => {
    setFailure(null);
    try {
      await move({ id: node.id, parentId: target === TOP ? null : Number(target) }).unwrap();
      notify(t('rbac.moved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure((error as CallError).message);
    }
  };

  const nowhere = places.length === 0 && !topAllowed;
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('rbac.moveTitle', { name: node.resourceName })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {nowhere ? (
          <Alert severity="info">{t('rbac.noParents')}</Alert>
        ) : (
          <TextField
            select
            label={t('rbac.newParent')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {topAllowed && <MenuItem value={TOP}>{t('rbac.top')}</MenuItem>}
            {places.map((place) => (
              <MenuItem key={place.id} value={String(place.id)}>
                {labelOf(place)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('rbac.cancel')}</Button>
        <Button
          variant="contained"
          disabled={nowhere}
          loading={moving.isLoading}
          onClick={() => void submit()}
        >
          {t('rbac.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

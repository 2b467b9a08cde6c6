import { RESOURCE_PARENTS, type ResourceType } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { descendantsOf } from '../role/tree-items';
import type { ResourceNode, ResourceTree } from './resource-api';

export interface MoveDialogProps {
  /** The resource being moved (with the nodes below it). */
  node: ResourceNode | null;
  tree: ResourceTree;
  busy?: boolean;
  onMove: (parentId: number | null, sort: number | undefined) => Promise<void>;
  onClose: () => void;
}

const TOP = 'top';

/**
 * Moves a resource, with everything below it, under another parent: a tree in which only the
 * places its type may go are selectable (never itself or a node below it), or the top level.
 */
export function MoveDialog({ node, tree, busy, onMove, onClose }: MoveDialogProps) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState<string | null>(null);
  const [sort, setSort] = useState('');
  const [error, setError] = useState<string | null>(null);
  const type = (node?.resourceType ?? 'DIR') as ResourceType;
  const allowed = RESOURCE_PARENTS[type];
  const blocked = useMemo(() => new Set(node ? [node.id, ...descendantsOf(node)] : []), [node]);
  const items = useMemo(
    () =>
      allowed.includes(null)
        ? [
            {
              id: TOP,
              resourceName: t('resource.top'),
              resourceType: '',
              resourceCode: '',
              children: tree,
            },
          ]
        : tree,
    [allowed, tree, t],
  ) as unknown as ResourceTree;
  const places = allowed
    .map((place) => (place === null ? t('resource.top') : t(`resource.type.${place}`)))
    .join('、');

  const close = () => {
    setTarget(null);
    setSort('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (target === null) {
      setError(t('resource.moveNone'));
      return;
    }
    const number = sort.trim() === '' ? undefined : Number(sort);
    try {
      await onMove(target === TOP ? null : Number(target), number);
      setTarget(null);
      setSort('');
      setError(null);
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'Error');
    }
  };

  return (
    <Dialog
      open={node !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && close()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="move-title"
    >
      <DialogTitle id="move-title">
        {t('resource.moveTitle', { name: node?.resourceName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('resource.moveAllowed', { type: t(`resource.type.${type}`), places })}
        </Alert>
        {error && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {error}
          </Alert>
        )}
        <Typography variant="subtitle2" id="move-tree-label">
          {t('resource.moveTo')}
        </Typography>
        <Box sx={{ maxHeight: '45vh', overflow: 'auto', my: 1 }}>
          <RichTreeView<ResourceNode>
            aria-labelledby="move-tree-label"
            items={items}
            getItemId={(item) => String(item.id)}
            getItemLabel={(item) =>
              item.resourceType
                ? `${item.resourceName} · ${t(`resource.type.${item.resourceType}`)}`
                : item.resourceName
            }
            getItemChildren={(item) => item.children ?? []}
            isItemDisabled={(item) =>
              String(item.id) !== TOP &&
              (blocked.has(item.id) || !allowed.includes(item.resourceType as ResourceType))
            }
            selectedItems={target}
            onSelectedItemsChange={(_, id) => {
              setTarget(id);
              setError(null);
            }}
            defaultExpandedItems={[TOP, ...tree.map((item) => String(item.id))]}
            expansionTrigger="iconContainer"
          />
        </Box>
        <TextField
          size="small"
          type="number"
          label={t('resource.sort')}
          value={sort}
          onChange={(event) => setSort(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 1000000, step: 1 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

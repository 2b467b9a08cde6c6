import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from './category-api';
import { type FlatNode, subtreeIds } from './category-tree';
import { errorText } from '@org/app-kit';

/** Moves a category below another one (or to the top level); never below itself. */
export function MoveCategoryDialog({
  node,
  flat,
  onMove,
  onClose,
}: {
  node: CategoryNode | null;
  flat: readonly FlatNode[];
  onMove: (node: CategoryNode, parentId: number | null) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState('');
  const [shownFor, setShownFor] = useState<CategoryNode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // each category shown starts at its own parent, without the last one's failure
  if (node !== shownFor) {
    setShownFor(node);
    setTarget(node?.parentId === null || !node ? '' : String(node.parentId));
    setFailure(null);
  }
  const excluded = useMemo(() => {
    const own = node ? flat.find((entry) => entry.node.id === node.id)?.node : undefined;
    return new Set(own ? subtreeIds(own) : node ? [node.id] : []);
  }, [node, flat]);

  const save = async () => {
    if (!node) return;
    setBusy(true);
    setFailure(null);
    try {
      await onMove(node, target === '' ? null : Number(target));
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={node !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="category-move-title"
    >
      <DialogTitle id="category-move-title">
        {node ? t('category.moveTitle', { name: node.name }) : ''}
      </DialogTitle>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          select
          fullWidth
          size="small"
          label={t('category.moveTo')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <MenuItem value="">{t('category.root')}</MenuItem>
          {flat.map((entry) => (
            <MenuItem
              key={entry.node.id}
              value={String(entry.node.id)}
              disabled={excluded.has(entry.node.id)}
              sx={{ pl: 2 + entry.depth * 2 }}
            >
              {entry.node.name}（{entry.node.code}）
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

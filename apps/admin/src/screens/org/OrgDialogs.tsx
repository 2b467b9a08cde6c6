import type { OrgNode } from '@org/api-contract';
import { showError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Org, useMoveOrgMutation, useSortOrgsMutation } from './org-api';
import { OrgTree, findNode, subtreeIds } from './OrgTree';
import { errorText } from '@org/app-kit';

/** The children of `parentId` in `tree` (the roots for null). */
function childrenOf(tree: readonly OrgNode[], parentId: number | null): OrgNode[] {
  if (parentId === null) return [...tree];
  return [...(findNode(tree, parentId)?.children ?? [])];
}

/** Sort numbers 1, 2, 3, … for `nodes` in their order. */
const numbered = (nodes: readonly { id: number }[]) =>
  nodes.map((node, index) => ({ id: node.id, sort: index + 1 }));

export interface MoveDialogProps {
  /** The organisation being moved, or null when closed. */
  org: Org | null;
  /** The whole tree (without a search). */
  tree: readonly OrgNode[];
  onMoved: () => void;
  onClose: () => void;
}

/**
 * Moves an organisation with everything below it: the new parent is chosen in the tree (the
 * node itself and what is below it cannot be chosen) or the top level, and its place among
 * the new siblings from a list. The server's move call changes the parent; its sort call then
 * numbers the siblings in the chosen order.
 */
export function MoveDialog({ org, tree, onMoved, onClose }: MoveDialogProps) {
  const { t } = useTranslation('admin');
  const [moveOrg] = useMoveOrgMutation();
  const [sortOrgs] = useSortOrgsMutation();
  const [parentId, setParentId] = useState<number | null>(null);
  const [after, setAfter] = useState<string>('first');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (org) {
      setParentId(org.parentId);
      setFailure(null);
    }
  }, [org]);

  const blocked = useMemo(() => {
    const node = org ? findNode(tree, org.id) : undefined;
    return new Set(node ? subtreeIds(node) : org ? [org.id] : []);
  }, [org, tree]);
  const siblings = useMemo(
    () => childrenOf(tree, parentId).filter((node) => node.id !== org?.id),
    [tree, parentId, org],
  );
  const lastSibling = siblings[siblings.length - 1];
  useEffect(() => {
    setAfter(lastSibling ? String(lastSibling.id) : 'first');
  }, [lastSibling]);

  const save = async () => {
    if (!org) return;
    setBusy(true);
    setFailure(null);
    const index =
      after === 'first' ? 0 : siblings.findIndex((node) => String(node.id) === after) + 1;
    const ordered = [...siblings.slice(0, index), { id: org.id }, ...siblings.slice(index)];
    try {
      await moveOrg({ id: org.id, parentId, sort: index + 1 }).unwrap();
      await sortOrgs({ items: numbered(ordered) }).unwrap();
      onMoved();
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={org !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="org-move-title"
    >
      <DialogTitle id="org-move-title">
        {t('org.moveTitle', { name: org?.orgName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{t('org.moveHint')}</DialogContentText>
        <FormControlLabel
          control={
            <Checkbox
              checked={parentId === null}
              onChange={(event) =>
                setParentId(event.target.checked ? null : (org?.parentId ?? null))
              }
            />
          }
          label={t('org.toTop')}
        />
        <OrgTree
          label={t('org.parent')}
          nodes={tree}
          selected={parentId}
          onSelect={(id) => id !== null && setParentId(id)}
          isDisabled={(node) => blocked.has(node.id)}
          maxHeight={280}
        />
        <TextField
          select
          fullWidth
          size="small"
          label={t('org.position')}
          value={
            after === 'first' || siblings.some((node) => String(node.id) === after)
              ? after
              : 'first'
          }
          onChange={(event) => setAfter(event.target.value)}
          sx={{ mt: 2 }}
        >
          <MenuItem value="first">{t('org.first')}</MenuItem>
          {siblings.map((node) => (
            <MenuItem key={node.id} value={String(node.id)}>
              {t('org.after', { name: node.orgName })}
            </MenuItem>
          ))}
        </TextField>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('org.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface SortDialogProps {
  open: boolean;
  /** Whose children are ordered (null: the top level). */
  parent: OrgNode | null;
  tree: readonly OrgNode[];
  onClose: () => void;
}

/** Orders the children of one organisation (or the top level) with up / down buttons. */
export function SortDialog({ open, parent, tree, onClose }: SortDialogProps) {
  const { t } = useTranslation('admin');
  const [sortOrgs, { isLoading }] = useSortOrgsMutation();
  const [order, setOrder] = useState<OrgNode[]>([]);
  useEffect(() => {
    if (open) setOrder(childrenOf(tree, parent?.id ?? null));
  }, [open, tree, parent]);

  const shift = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    setOrder(next);
  };

  const save = async () => {
    try {
      await sortOrgs({ items: numbered(order) }).unwrap();
      onClose();
    } catch (error) {
      showError(errorText(error, t));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="org-sort-title"
    >
      <DialogTitle id="org-sort-title">
        {parent ? t('org.sortTitle', { name: parent.orgName }) : t('org.sortRootsTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText>
          {order.length > 0 ? t('org.sortHint') : t('org.noChildren')}
        </DialogContentText>
        <List dense aria-label={t('org.sortChildren')}>
          {order.map((node, index) => (
            <ListItem
              key={node.id}
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    disabled={index === 0}
                    aria-label={`${t('org.up')} ${node.orgName}`}
                    onClick={() => shift(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === order.length - 1}
                    aria-label={`${t('org.down')} ${node.orgName}`}
                    onClick={() => shift(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={`${index + 1}. ${node.orgName}`} secondary={node.orgCode} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isLoading || order.length < 2}
          onClick={() => void save()}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

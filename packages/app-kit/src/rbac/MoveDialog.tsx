import { RESOURCE_PARENTS, type ResourceNode } from '@org/api-contract';
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
import { useEffect, useId, useMemo, useState } from 'react';
import { notify } from '../notices/notify';
import { type RbacSource, type RbacTexts, refusalOf, useRbacTexts } from './source';
import { descendantsOf } from './tree';

/** A place of the picker: a node of the tree, or the top level above them. */
interface Place {
  id: string;
  label: string;
  /** The node being moved, or one below it: never a place for it, nor anything below. */
  blocked: boolean;
  /** Whether the node's kind may go here (a place it may not still opens to those below). */
  allowed: boolean;
  children: Place[];
}

const TOP = 'top';
const SORT_MAX = 1_000_000;

/** The tree as places for `node`: only those its kind may go under, never itself or below it. */
function placesFor(node: ResourceNode, tree: readonly ResourceNode[], texts: RbacTexts): Place[] {
  const allowed = RESOURCE_PARENTS[node.resourceType];
  const blocked = new Set([node.id, ...descendantsOf(node)]);
  const place = (candidate: ResourceNode): Place => ({
    id: String(candidate.id),
    label: `${texts.nameOf(candidate)} · ${texts.typeOf(candidate.resourceType)}`,
    blocked: blocked.has(candidate.id),
    allowed: allowed.includes(candidate.resourceType),
    children: (candidate.children ?? []).map(place),
  });
  const places = tree.map(place);
  return allowed.includes(null)
    ? [{ id: TOP, label: texts.t('rbac.top'), blocked: false, allowed: true, children: places }]
    : places;
}

const anyOpen = (places: readonly Place[]): boolean =>
  places.some((place) => !place.blocked && (place.allowed || anyOpen(place.children)));

/**
 * The places the node may not go greyed: they have no `aria-checked` (the tree view leaves it
 * out on items that cannot be selected), and they stay open to choose a place below them.
 */
const NOT_A_PLACE = {
  '& .MuiTreeItem-root:not([aria-checked]):not([aria-disabled]) > .MuiTreeItem-content': {
    color: 'text.disabled',
  },
};

export interface MoveDialogProps {
  source: RbacSource;
  /** The resource being moved (with the nodes below it); null while the dialog is closed. */
  node: ResourceNode | null;
  /** The tree it moves within. */
  tree: readonly ResourceNode[];
  onClose: () => void;
}

/**
 * Moves a resource, with everything below it, under another parent: a tree in which only the
 * places its kind may go are selectable (never itself or a node below it), or the top level;
 * optionally with a new sort number. A refused move keeps the dialog open with the reason.
 * A place it may not go still opens, so that a button reaches the menus inside a directory.
 */
export function MoveDialog({ source, node, tree, onClose }: MoveDialogProps) {
  const texts = useRbacTexts(source);
  const { t } = texts;
  const titleId = useId();
  const treeLabelId = useId();
  const [target, setTarget] = useState<string | null>(null);
  const [sort, setSort] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const places = useMemo(() => (node ? placesFor(node, tree, texts) : []), [node, tree, texts]);
  const nowhere = node !== null && !anyOpen(places);

  useEffect(() => {
    if (node) return;
    setTarget(null);
    setSort('');
    setError(null);
  }, [node]);

  const submit = async () => {
    if (!node) return;
    if (target === null) {
      setError(t('rbac.moveNone'));
      return;
    }
    const number = sort.trim() === '' ? undefined : Number(sort);
    if (number !== undefined && !(Number.isInteger(number) && number >= 0 && number <= SORT_MAX)) {
      setError(t('rbac.sortRange'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await source.moveResource({
        id: node.id,
        parentId: target === TOP ? null : Number(target),
        ...(number === undefined ? {} : { sort: number }),
      });
      notify(t('rbac.moved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (failure) {
      setError(refusalOf(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const allowed = node ? RESOURCE_PARENTS[node.resourceType] : [];
  const where = allowed
    .map((place) => (place === null ? t('rbac.top') : texts.typeOf(place)))
    .join(texts.english ? ', ' : '、');
  return (
    <Dialog
      open={node !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('rbac.moveTitle', { name: node ? texts.nameOf(node) : '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {node && t('rbac.moveAllowed', { type: texts.typeOf(node.resourceType), places: where })}
        </Alert>
        {error && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {error}
          </Alert>
        )}
        {nowhere ? (
          <Typography color="text.secondary">{t('rbac.noParents')}</Typography>
        ) : (
          <>
            <Typography variant="subtitle2" id={treeLabelId}>
              {t('rbac.moveTo')}
            </Typography>
            <Box sx={{ maxHeight: '45vh', overflow: 'auto', my: 1, ...NOT_A_PLACE }}>
              <RichTreeView<Place>
                aria-labelledby={treeLabelId}
                items={places}
                getItemLabel={(place) => place.label}
                isItemDisabled={(place) => place.blocked}
                isItemSelectionDisabled={(place) => !place.allowed}
                selectedItems={target}
                onSelectedItemsChange={(_, id) => {
                  setTarget(id);
                  setError(null);
                }}
                defaultExpandedItems={[TOP, ...tree.map((root) => String(root.id))]}
                expansionTrigger="iconContainer"
              />
            </Box>
            <TextField
              size="small"
              type="number"
              label={t('rbac.sort')}
              value={sort}
              onChange={(event) => setSort(event.target.value)}
              slotProps={{ htmlInput: { min: 0, max: SORT_MAX, step: 1 } }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={nowhere} loading={busy} onClick={() => void submit()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

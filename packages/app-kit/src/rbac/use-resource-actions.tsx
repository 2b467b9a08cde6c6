import type { ResourceNode, ResourceType } from '@org/api-contract';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmDialog } from '../list/ConfirmDialog';
import { useStatusToggle } from '../list/StatusToggle';
import { notify, showError } from '../notices/notify';
import { usePermissions } from '../permissions/authorized';
import { MoveDialog } from './MoveDialog';
import { type RbacSource, type RbacTexts, refusalOf } from './source';
import { childTypes, nextSort, reorder, siblingsOf } from './tree';
import type { ResourceBrowser } from './use-resource-browser';

/** What the page's editor is asked to do, with the kinds the place allows (the first, default). */
export type ResourceEditing =
  | { kind: 'create'; parent: ResourceNode | null; types: ResourceType[]; sort: number }
  | { kind: 'edit'; record: ResourceNode; parent: ResourceNode | null; types: ResourceType[] };

export interface ResourceEditorProps {
  editing: ResourceEditing;
  /** Told after a save: the page closes the editor, says so and opens the new resource's parent. */
  onSaved: () => void;
  onClose: () => void;
}

/** One button of a row's actions: an icon named for its resource, its action as a tooltip. */
function IconAction({
  title,
  name,
  color = 'primary',
  disabled = false,
  onClick,
  children,
}: {
  title: string;
  name: string;
  color?: 'primary' | 'error' | 'success' | 'default';
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton
      size="small"
      color={color}
      disabled={disabled}
      onClick={onClick}
      aria-label={`${title} ${name}`}
    >
      {children}
    </IconButton>
  );
  // a disabled button takes no pointer events: the tooltip listens on a wrapper
  return <Tooltip title={title}>{disabled ? <span>{button}</span> : button}</Tooltip>;
}

/** Room for one icon button of the actions column. */
const ACTION_WIDTH = 36;

const isEnabled = (node: ResourceNode) => node.status === 1;

export interface ResourceActions {
  canAdd: boolean;
  canEdit: boolean;
  canRemove: boolean;
  canExport: boolean;
  /** Asks the editor for a new resource below `parent` (null: at the top level). */
  create: (parent: ResourceNode | null) => void;
  /** The action buttons of a resource, by the user's codes. */
  actionsOf: (node: ResourceNode) => ReactNode;
  /** The width the actions column needs (0: no actions for this user). */
  actionsWidth: number;
  /** The editor, the move dialog and the confirmations, to render once beside the list. */
  dialogs: ReactNode;
}

/**
 * What can be done to the resources of the page, and the dialogs that do it: add below (of a
 * kind the place allows), edit, reorder among siblings, move, enable or disable (disabling
 * asks first), delete (asking first). The editor is the app's.
 */
export function useResourceActions(
  source: RbacSource,
  browser: ResourceBrowser,
  texts: RbacTexts,
  renderEditor: (props: ResourceEditorProps) => ReactNode,
): ResourceActions {
  const { t, labelOf } = texts;
  const { codes, isAdmin } = usePermissions();
  const can = (code: string) => isAdmin || codes.has(code);
  const canAdd = can(source.codes.addResource);
  const canEdit = can(source.codes.editResource);
  const canRemove = can(source.codes.removeResource);
  const canExport = can(source.codes.exportResources);
  const [editing, setEditing] = useState<ResourceEditing | null>(null);
  const [moving, setMoving] = useState<ResourceNode | null>(null);
  const [deleting, setDeleting] = useState<ResourceNode | null>(null);
  const [removing, setRemoving] = useState(false);
  const { roots, parentOf } = browser;
  const done = useCallback(
    (text: string) => notify(text, { variant: 'success', autoHideDuration: 3000 }),
    [],
  );

  const flipStatus = useCallback(
    (node: ResourceNode) => source.setResourceStatus(node.id, node.status === 1 ? 0 : 1),
    [source],
  );
  const statusSaved = useCallback(() => done(t('saved')), [done, t]);
  const statusToggle = useStatusToggle<ResourceNode>({
    toggleStatus: flipStatus,
    allowed: canEdit,
    isEnabled,
    entityName: t('rbac.resource'),
    rowLabel: labelOf,
    onDone: statusSaved,
  });
  const toggle = statusToggle.request;

  const create = useCallback(
    (parent: ResourceNode | null) =>
      setEditing({
        kind: 'create',
        parent,
        types: childTypes(parent?.resourceType ?? null),
        sort: nextSort(parent ? (parent.children ?? []) : roots),
      }),
    [roots],
  );
  const edit = useCallback(
    (record: ResourceNode) => {
      const parent = parentOf(record);
      const types = childTypes(parent?.resourceType ?? null);
      setEditing({ kind: 'edit', record, parent, types });
    },
    [parentOf],
  );
  const shift = useCallback(
    async (node: ResourceNode, by: -1 | 1) => {
      const items = reorder(siblingsOf(roots, node.id), node.id, by);
      if (!items) return;
      try {
        await source.sortResources({ items });
        done(t('rbac.sortSaved'));
      } catch (error) {
        showError(refusalOf(error, t));
      }
    },
    [roots, source, done, t],
  );

  const actionsOf = useCallback(
    (node: ResourceNode) => {
      const name = labelOf(node);
      const siblings = siblingsOf(roots, node.id);
      const at = siblings.indexOf(node);
      return (
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', height: '100%' }}>
          {canEdit && (
            <IconAction title={t('list.edit')} name={name} onClick={() => edit(node)}>
              <EditOutlined fontSize="small" />
            </IconAction>
          )}
          {canAdd && childTypes(node.resourceType).length > 0 && (
            <IconAction title={t('rbac.addChild')} name={name} onClick={() => create(node)}>
              <AddBoxOutlined fontSize="small" />
            </IconAction>
          )}
          {canEdit && (
            <>
              <IconAction
                title={t('rbac.moveUp')}
                name={name}
                disabled={at <= 0}
                onClick={() => void shift(node, -1)}
              >
                <ArrowUpward fontSize="small" />
              </IconAction>
              <IconAction
                title={t('rbac.moveDown')}
                name={name}
                disabled={at < 0 || at === siblings.length - 1}
                onClick={() => void shift(node, 1)}
              >
                <ArrowDownward fontSize="small" />
              </IconAction>
              <IconAction title={t('rbac.move')} name={name} onClick={() => setMoving(node)}>
                <DriveFileMoveOutlined fontSize="small" />
              </IconAction>
              {isEnabled(node) ? (
                <IconAction
                  title={t('list.disable')}
                  name={name}
                  color="default"
                  onClick={() => toggle(node)}
                >
                  <BlockOutlined fontSize="small" />
                </IconAction>
              ) : (
                <IconAction
                  title={t('list.enable')}
                  name={name}
                  color="success"
                  onClick={() => toggle(node)}
                >
                  <CheckCircleOutlined fontSize="small" />
                </IconAction>
              )}
            </>
          )}
          {canRemove && (
            <IconAction
              title={t('list.delete')}
              name={name}
              color="error"
              onClick={() => setDeleting(node)}
            >
              <DeleteOutlined fontSize="small" />
            </IconAction>
          )}
        </Stack>
      );
    },
    [t, labelOf, roots, canAdd, canEdit, canRemove, create, edit, shift, toggle],
  );

  const buttons = (canEdit ? 5 : 0) + (canAdd ? 1 : 0) + (canRemove ? 1 : 0);
  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      await source.removeResources([deleting.id]);
      done(t('deleted'));
    } catch (error) {
      showError(refusalOf(error, t));
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };

  const dialogs = (
    <>
      {editing &&
        renderEditor({
          editing,
          onSaved: () => {
            if (editing.kind === 'create' && editing.parent) browser.expand(editing.parent.id);
            setEditing(null);
            done(t('saved'));
          },
          onClose: () => setEditing(null),
        })}
      <MoveDialog source={source} node={moving} tree={roots} onClose={() => setMoving(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirm.title')}
        text={t('confirm.text', { name: deleting ? labelOf(deleting) : '' })}
        confirmLabel={t('list.delete')}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {statusToggle.dialog}
    </>
  );

  return {
    canAdd,
    canEdit,
    canRemove,
    canExport,
    create,
    actionsOf,
    actionsWidth: buttons === 0 ? 0 : 16 + buttons * ACTION_WIDTH,
    dialogs,
  };
}

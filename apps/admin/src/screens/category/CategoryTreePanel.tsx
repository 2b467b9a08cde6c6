import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from './category-api';
import type { CategoryTreeItem } from './category-tree';
import type { CategoryTree } from './use-category-tree';
import { Spinner } from '@org/app-kit';

type NodeAction = ((node: CategoryNode) => void) | undefined;

/**
 * The category tree aside the list, with the actions on the selected node below it: add a
 * child, edit, move and delete. An action not given (the caller may not do it) is not offered;
 * with none, there is no hint to choose a node either.
 */
export function CategoryTreePanel({
  tree,
  addChild,
  edit,
  move,
  remove,
}: {
  tree: CategoryTree;
  addChild: NodeAction;
  edit: NodeAction;
  move: NodeAction;
  remove: NodeAction;
}) {
  const { t } = useTranslation('admin');
  const { selected, selectedNode } = tree;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {t('category.tree')}
      </Typography>
      {tree.loading ? (
        <Spinner size={24} />
      ) : tree.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('list.empty')}
        </Typography>
      ) : (
        <RichTreeView<CategoryTreeItem>
          aria-label={t('category.tree')}
          items={tree.items}
          expandedItems={tree.expanded}
          onExpandedItemsChange={(_, ids) => tree.setExpanded(ids)}
          selectedItems={selected === null ? null : String(selected)}
          onSelectedItemsChange={(_, id) => tree.setSelected(id === null ? null : Number(id))}
          expansionTrigger="iconContainer"
        />
      )}
      {selectedNode ? (
        <Box
          role="group"
          aria-label={`${selectedNode.name} (${selectedNode.code})`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            pt: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {addChild && (
            <Button size="small" variant="outlined" onClick={() => addChild(selectedNode)}>
              {t('category.addChild')}
            </Button>
          )}
          {edit && (
            <Button size="small" variant="outlined" onClick={() => edit(selectedNode)}>
              {t('list.edit')}
            </Button>
          )}
          {move && (
            <Button size="small" variant="outlined" onClick={() => move(selectedNode)}>
              {t('category.move')}
            </Button>
          )}
          {remove && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => remove(selectedNode)}
            >
              {t('list.delete')}
            </Button>
          )}
        </Box>
      ) : (
        (addChild || edit || move || remove) && (
          <Typography variant="body2" color="text.secondary">
            {t('category.treeHint')}
          </Typography>
        )
      )}
    </Box>
  );
}

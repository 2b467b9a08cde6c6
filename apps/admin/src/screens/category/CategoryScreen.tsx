import { API, CATEGORY_SORT_COLUMNS, PERMISSIONS } from '@org/api-contract';
import { callRoute, notify, useCan, useHttp } from '@org/app-kit';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  CrudScreen,
  FormDialog,
  RowButton,
  type SearchField,
  useLocalizedDefinition,
} from '@org/app-kit/list';
import {
  type Category,
  type CategoryNode,
  type CategoryPage,
  type CategoryQuery,
  useCategoryPageQuery,
  useCreateCategoryMutation,
  useLazyCategoryQuery,
  useRemoveCategoriesMutation,
  useUpdateCategoryMutation,
} from './category-api';
import { categoryBody, definition, translations } from './category-form';
import { nodeOfRow } from './category-tree';
import { CategoryTreePanel } from './CategoryTreePanel';
import { MoveCategoryDialog } from './MoveCategoryDialog';
import { useCategoryColumns } from './use-category-columns';
import { useCategoryTree } from './use-category-tree';

const P = PERMISSIONS.category;
/** The list shows every level; the tree beside it shows where each one sits. */
const ALL_LEVELS: Partial<CategoryQuery> = { allLevels: true };

/** 分类字典: the category tree, with create child, edit, move and delete, and a searchable list. */
export function CategoryScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const tree = useCategoryTree();
  const { byId, selected, setSelected, reveal } = tree;
  const [fetchCategory] = useLazyCategoryQuery();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [removeCategories, { isLoading: removing }] = useRemoveCategoriesMutation();
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canRemove = useCan(P.remove);
  const [childOf, setChildOf] = useState<CategoryNode | null>(null);
  const [editing, setEditing] = useState<Category | null>(null);
  const [moving, setMoving] = useState<CategoryNode | null>(null);
  const [deleting, setDeleting] = useState<CategoryNode | null>(null);
  const { columns, csvColumns } = useCategoryColumns(byId);
  const localized = useLocalizedDefinition(definition, translations);
  const nodeOf = useCallback((row: Category) => nodeOfRow(byId, row), [byId]);
  const done = (key: string) => notify(t(key), { variant: 'success', autoHideDuration: 3000 });

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'code', label: t('category.code'), maxLength: 64 },
      { key: 'name', label: t('category.categoryName') },
      { key: 'status', label: t('category.status'), kind: 'status' },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: Category) => {
      const label = `${row.name} (${row.code})`;
      return (
        <>
          {canAdd && (
            <RowButton
              onClick={() => setChildOf(nodeOf(row))}
              aria-label={`${t('category.addChild')} ${label}`}
            >
              {t('category.addChild')}
            </RowButton>
          )}
          {canEdit && (
            <RowButton
              onClick={() => setMoving(nodeOf(row))}
              aria-label={`${t('category.move')} ${label}`}
            >
              {t('category.move')}
            </RowButton>
          )}
        </>
      );
    },
    [canAdd, canEdit, nodeOf, t],
  );

  /** The tree's node lacks the remark: the form is filled from the category itself. */
  const editNode = async (node: CategoryNode) => {
    try {
      setEditing(await fetchCategory(node.id).unwrap());
    } catch {
      // the client has shown the server's message
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeCategories([deleting.id]).unwrap();
      done('deleted');
      if (selected === deleting.id) setSelected(null);
    } catch {
      // the client has shown the server's message (sub-categories first)
    } finally {
      setDeleting(null);
    }
  };

  return (
    <CrudScreen<Category, CategoryQuery>
      title={title}
      entityName={t('category.name')}
      rowLabel={(row) => `${row.name} (${row.code})`}
      searchFields={searchFields}
      scope={ALL_LEVELS}
      sortable={CATEGORY_SORT_COLUMNS}
      usePage={useCategoryPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        create: (values) => createCategory({ parentId: null, ...categoryBody(values) }).unwrap(),
        update: (row, values) => updateCategory({ id: row.id, ...categoryBody(values) }).unwrap(),
      }}
      remove={(ids) => removeCategories(ids).unwrap()}
      toggleStatus={(row) =>
        updateCategory({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()
      }
      rowActions={rowActions}
      rowActionsWidth={(canAdd ? 72 : 0) + (canEdit ? 56 : 0)}
      exportCsv={{
        fetchPage: (body) => callRoute<CategoryPage>(http, { route: API.category.rootPage, body }),
        columns: csvColumns,
        fileName: 'categories',
      }}
      aside={
        <CategoryTreePanel
          tree={tree}
          addChild={canAdd ? setChildOf : undefined}
          edit={canEdit ? (node) => void editNode(node) : undefined}
          move={canEdit ? setMoving : undefined}
          remove={canRemove ? setDeleting : undefined}
        />
      }
    >
      <FormDialog
        open={childOf !== null}
        title={childOf ? t('category.addChildTitle', { name: childOf.name }) : ''}
        definition={localized}
        onSave={async (values) => {
          if (!childOf) return;
          await createCategory({ parentId: childOf.id, ...categoryBody(values) }).unwrap();
          reveal(childOf.id);
          setChildOf(null);
          done('saved');
        }}
        onClose={() => setChildOf(null)}
      />
      <FormDialog
        open={editing !== null}
        title={t('dialog.editTitle', { name: t('category.name') })}
        definition={localized}
        value={editing ? { ...editing } : undefined}
        onSave={async (values) => {
          if (!editing) return;
          await updateCategory({ id: editing.id, ...categoryBody(values) }).unwrap();
          setEditing(null);
          done('saved');
        }}
        onClose={() => setEditing(null)}
      />
      <MoveCategoryDialog
        node={moving}
        flat={tree.flat}
        onMove={async (node, parentId) => {
          await updateCategory({ id: node.id, parentId }).unwrap();
          // show it where it went
          if (parentId !== null) reveal(parentId);
          setMoving(null);
          done('category.moved');
        }}
        onClose={() => setMoving(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirm.title')}
        text={deleting ? t('confirm.text', { name: `${deleting.name} (${deleting.code})` }) : ''}
        confirmLabel={t('list.delete')}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </CrudScreen>
  );
}

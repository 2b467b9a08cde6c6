import type { ResourceType } from '@org/api-contract';
import { FormDialog, useLocalizedDefinition } from '@org/app-kit/list';
import { type ResourceEditorProps, ResourceTreePage } from '@org/app-kit/rbac';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminRbacSource } from '../role/rbac-source';
import { useCreateResourceMutation, useUpdateResourceMutation } from './resource-api';
import { definitionFor, toBody, translations } from './resource-form';

/**
 * The resource page's create/edit dialog in the admin: the form definition of every field of
 * a resource (`resource.form.json`), its type choice narrowed to what the place allows.
 */
export function ResourceFormDialog({ editing, onSaved, onClose }: ResourceEditorProps) {
  const { t } = useTranslation('admin');
  const [createResource] = useCreateResourceMutation();
  const [updateResource] = useUpdateResourceMutation();

  const form = useMemo(() => {
    const definition = definitionFor(editing.types, (type: ResourceType) => t(`rbac.type.${type}`));
    if (editing.kind === 'create') {
      return {
        title: editing.parent
          ? t('resource.addChildTitle', { name: editing.parent.resourceName })
          : t('dialog.createTitle', { name: t('resource.name') }),
        definition,
        value: undefined,
      };
    }
    const { children: _children, hasChildren: _has, ...record } = editing.record;
    return {
      title: t('dialog.editTitle', { name: t('resource.name') }),
      definition,
      value: { ...record, appId: record.appId ?? 0 } as Record<string, unknown>,
    };
  }, [editing, t]);
  const definition = useLocalizedDefinition(form.definition, translations);

  const save = async (values: Record<string, unknown>) => {
    if (editing.kind === 'create') {
      await createResource({ parentId: editing.parent?.id ?? null, ...toBody(values) }).unwrap();
    } else {
      await updateResource({ id: editing.record.id, ...toBody(values) }).unwrap();
    }
    onSaved();
  };

  return (
    <FormDialog
      open
      title={form.title}
      definition={definition}
      value={form.value}
      onSave={save}
      onClose={onClose}
    />
  );
}

/**
 * 资源管理: the platform's resource tree of directories, menus, pages, buttons and APIs, on the
 * kit's resource page (the tree beside the list); creating and editing are the form definition.
 */
export function ResourceScreen({ title }: { title: string }) {
  const source = useAdminRbacSource();
  return (
    <ResourceTreePage
      title={title}
      source={source}
      renderEditor={(props) => <ResourceFormDialog {...props} />}
    />
  );
}

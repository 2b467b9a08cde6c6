import type { ResourceType } from '@org/api-contract';
import { type ResourceEditorProps, ResourceTreePage, defaultChildType } from '@org/app-kit/rbac';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRbacCreateResourceMutation, useRbacUpdateResourceMutation } from '../api/rbac-api';
import type { AppSummary } from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';
import { useAppRbacSource } from './app-source';

/** What a route's path looks like (a path reads the same in every language). */
const PATH_EXAMPLE = '/orders';

/** Refused fields that are not text fields, listed by their labels too. */
const OTHER_FIELDS = ['resourceType', 'hidden'];
/** Kinds that are routes (with a path and a component); buttons and APIs are not. */
const ROUTED: readonly ResourceType[] = ['DIR', 'MENU', 'PAGE'];

/**
 * The resource page's create/edit dialog in the shell: a resource of the application below
 * the page's chosen place (or at the top), of a kind the contract allows there, its code
 * starting with the parent's (or the application's), or a change of one. Field errors of the
 * server show under the fields.
 */
export function ResourceDialog({
  app,
  editing,
  onSaved,
  onClose,
}: ResourceEditorProps & { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const [create, created] = useRbacCreateResourceMutation();
  const [update, updated] = useRbacUpdateResourceMutation();
  const refusal = useRefusal();
  const { parent, types } = editing;
  const resource = editing.kind === 'edit' ? editing.record : undefined;
  const sort = editing.kind === 'create' ? editing.sort : 0;
  const [type, setType] = useState<ResourceType>(
    resource?.resourceType ?? defaultChildType(parent?.resourceType ?? null) ?? 'MENU',
  );
  const [flags, setFlags] = useState({
    hidden: resource?.hidden ?? false,
    status: resource?.status ?? 1,
  });
  const { values, field, labelOf } = useFields(
    {
      resourceCode: resource?.resourceCode ?? `${parent ? parent.resourceCode : app.appCode}:`,
      resourceName: resource?.resourceName ?? '',
      resourceNameEn: resource?.resourceNameEn ?? '',
      path: resource?.path ?? '',
      component: resource?.component ?? '',
      icon: resource?.icon ?? '',
      sort: String(resource?.sort ?? sort),
      remark: resource?.remark ?? '',
    },
    (name) => t(`rbac.${name}`),
    refusal.errors,
  );
  const routed = ROUTED.includes(type);

  const submit = async () => {
    refusal.clear();
    const fields = {
      resourceType: type,
      resourceCode: values.resourceCode.trim(),
      resourceName: values.resourceName.trim(),
      resourceNameEn: values.resourceNameEn.trim(),
      path: routed ? values.path.trim() : '',
      component: routed ? values.component.trim() : '',
      icon: values.icon.trim(),
      sort: values.sort.trim() === '' ? 0 : Number(values.sort),
      remark: values.remark.trim(),
      hidden: flags.hidden,
      status: flags.status,
    };
    try {
      if (resource) await update({ id: resource.id, ...fields }).unwrap();
      else await create({ ...fields, parentId: parent?.id ?? null, appId: app.id }).unwrap();
      onSaved();
    } catch (error) {
      refusal.refuse(error);
    }
  };

  const title = resource
    ? t('rbac.editResource')
    : parent
      ? t('rbac.newChildTitle', { name: parent.resourceName })
      : t('rbac.newResource');
  return (
    <FormDialog
      title={title}
      refusal={refusal}
      labelOf={(name) => (OTHER_FIELDS.includes(name) ? t(`rbac.${name}`) : labelOf(name))}
      errorsHeading={t('rbac.serverErrors')}
      onSubmit={submit}
      onClose={onClose}
      busy={created.isLoading || updated.isLoading}
      submitLabel={t('rbac.save')}
      contentSx={{ gridTemplateColumns: '1fr 1fr' }}
    >
      <TextField
        select
        label={t('rbac.resourceType')}
        value={type}
        onChange={(event) => setType(event.target.value as ResourceType)}
        error={'resourceType' in refusal.errors}
        helperText={refusal.errors.resourceType}
      >
        {(types.includes(type) ? types : [type, ...types]).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`rbac.type.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('resourceCode')} required autoFocus={!resource} />
      <TextField {...field('resourceName')} required autoFocus={resource !== undefined} />
      <TextField {...field('resourceNameEn')} />
      {routed && <TextField {...field('path')} placeholder={PATH_EXAMPLE} />}
      {routed && <TextField {...field('component')} />}
      <TextField {...field('icon')} />
      <TextField {...field('sort')} type="number" />
      <TextField {...field('remark')} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
      <FormControlLabel
        control={
          <Switch
            checked={flags.status === 1}
            onChange={(event) => setFlags({ ...flags, status: event.target.checked ? 1 : 0 })}
          />
        }
        label={t(flags.status === 1 ? 'rbac.enabled' : 'rbac.disabled')}
      />
      {routed && (
        <FormControlLabel
          control={
            <Switch
              checked={flags.hidden}
              onChange={(event) => setFlags({ ...flags, hidden: event.target.checked })}
            />
          }
          label={t('rbac.hidden')}
        />
      )}
    </FormDialog>
  );
}

/** The application's resource tree on the kit's resource page, with the shell's dialog. */
function AppResources({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const source = useAppRbacSource(app.id);
  return (
    <ResourceTreePage
      title={t('rbac.resources')}
      level={2}
      hint={t('rbac.resourcesHint')}
      source={source}
      renderEditor={(props) => <ResourceDialog app={app} {...props} />}
    />
  );
}

/** app/{appId}/Resources (资源): the application's menus, pages and buttons as a tree. */
export function ResourcesPage() {
  return <AppArea>{(app) => <AppResources app={app} />}</AppArea>;
}

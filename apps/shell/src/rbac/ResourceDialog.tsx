import { notify } from '@org/app-kit';
import type { ResourceType } from '@org/api-contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ResourceNode,
  useRbacCreateResourceMutation,
  useRbacUpdateResourceMutation,
} from '../api/rbac-api';
import type { AppSummary } from '../api/shell-api';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';
import { childTypes, defaultChildType } from './tree';

/** Refused fields that are not text fields, listed by their labels too. */
const OTHER_FIELDS = ['resourceType', 'hidden'];
/** Kinds that are routes (with a path and a component); buttons and APIs are not. */
const ROUTED: readonly ResourceType[] = ['DIR', 'MENU', 'PAGE'];

/**
 * Creates a resource of the application below `parent` (or at the top), of a kind the contract
 * allows there, or changes one. Field errors of the server show under the fields.
 */
export function ResourceDialog({
  app,
  parent,
  resource,
  sort = 0,
  onClose,
}: {
  app: AppSummary;
  /** The node it goes under (create) or sits under (edit); null at the top. */
  parent: ResourceNode | null;
  /** The resource to change; absent to create one. */
  resource?: ResourceNode;
  /** The sort number a new resource starts with. */
  sort?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [create, created] = useRbacCreateResourceMutation();
  const [update, updated] = useRbacUpdateResourceMutation();
  const refusal = useRefusal();
  const parentType = parent ? (parent.resourceType as ResourceType) : null;
  const types = childTypes(parentType);
  const [type, setType] = useState<ResourceType>(
    (resource?.resourceType as ResourceType | undefined) ?? defaultChildType(parentType) ?? 'MENU',
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
      notify(t('rbac.saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
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
      {routed && <TextField {...field('path')} placeholder="/orders" />}
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

import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { FORM_PERMISSIONS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import {
  DeleteSelectedButton,
  ListGrid,
  ListPage,
  RemovalConfirm,
  RowButton,
  type SearchField,
  SearchFields,
  useDateTimeColumn,
  useListQuery,
  useListRemoval,
  useRowActionsColumn,
  useSelection,
} from '@org/app-kit/list';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppSummary } from '../api/shell-api';
import {
  type TemplatePageQuery,
  type TemplateSummary,
  useRemoveTemplatesMutation,
  useTemplatePageQuery,
} from '../api/templates-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { designPath } from '../common/paths';
import { EditTemplateDialog } from './EditTemplateDialog';
import { NewFormDialog } from './NewFormDialog';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';

type Open = { kind: 'preview' | 'edit' | 'newForm'; template: TemplateSummary } | null;

const SORTABLE = ['templateName', 'updatedAt'] as const;
/** The tag after a shared template's name: quieter than the name. */
const SHARED_TAG = { opacity: 0.7, fontSize: '0.85em' } as const;
const nameOf = (template: TemplateSummary) => template.templateName;
const isEnabled = () => true;

function TemplateList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const canRemove = useCan(FORM_PERMISSIONS.remove);
  const [open, setOpen] = useState<Open>(null);
  const [remove] = useRemoveTemplatesMutation();

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'templateName', label: t('tpl.templateName') },
      { key: 'category', label: t('tpl.category'), maxLength: 64 },
    ],
    [t],
  );
  const scope = useMemo(() => ({ appId: app.id }), [app.id]);
  const list = useListQuery<TemplateSummary, TemplatePageQuery>({
    searchFields,
    scope,
    sortable: SORTABLE,
    usePage: useTemplatePageQuery,
  });
  const selection = useSelection(list.rows);
  const searching = list.query.templateName !== undefined || list.query.category !== undefined;

  const updatedAt = useDateTimeColumn<TemplateSummary>('updatedAt', t('area.updatedAt'), dateTime);
  const columns = useMemo<GridColDef<TemplateSummary>[]>(() => {
    const shared = ` · ${t('tpl.shared')}`;
    return [
      {
        field: 'templateName',
        headerName: t('tpl.templateName'),
        flex: 1,
        minWidth: 120,
        renderCell: ({ row }) => (
          <>
            {row.templateName}
            {row.appId === null && <span style={SHARED_TAG}>{shared}</span>}
          </>
        ),
      },
      {
        field: 'description',
        headerName: t('tpl.description'),
        flex: 1,
        minWidth: 80,
        sortable: false,
      },
      {
        field: 'category',
        headerName: t('tpl.category'),
        width: 80,
        sortable: false,
        valueGetter: (value: string) => value || '—',
      },
      {
        field: 'widgetCount',
        headerName: t('tpl.widgets'),
        width: 64,
        type: 'number',
        sortable: false,
      },
      {
        field: 'sourceFormName',
        headerName: t('tpl.source'),
        flex: 1,
        minWidth: 90,
        sortable: false,
        valueGetter: (value: string | null) => value ?? '—',
      },
      updatedAt,
    ];
  }, [t, updatedAt]);

  const previewLabel = t('tpl.preview');
  const newFormLabel = t('tpl.newFormShort');
  const ownActions = useCallback(
    (template: TemplateSummary) => (
      <>
        <RowButton
          onClick={() => setOpen({ kind: 'preview', template })}
          aria-label={`${previewLabel} ${template.templateName}`}
        >
          {previewLabel}
        </RowButton>
        {canAdd && (
          <RowButton
            onClick={() => setOpen({ kind: 'newForm', template })}
            aria-label={`${newFormLabel} ${template.templateName}`}
          >
            {newFormLabel}
          </RowButton>
        )}
      </>
    ),
    [previewLabel, newFormLabel, canAdd],
  );
  const editRow = useCallback(
    (template: TemplateSummary) => setOpen({ kind: 'edit', template }),
    [],
  );
  const removal = useListRemoval<TemplateSummary>({
    remove: (ids) => remove(ids).unwrap(),
    doneText: t('deleted'),
    selection,
    list,
  });
  const { ask: askRemoval } = removal;
  const removeRow = useCallback(
    (template: TemplateSummary) => askRemoval([template]),
    [askRemoval],
  );
  const withActions = useRowActionsColumn(columns, {
    rowLabel: nameOf,
    isEnabled,
    onEdit: canEdit ? editRow : undefined,
    onRemove: canRemove ? removeRow : undefined,
    extra: ownActions,
    extraWidth: 56 + (canAdd ? 72 : 0),
  });

  const close = () => setOpen(null);

  return (
    <ListPage
      title={t('route.tempManage')}
      level={2}
      actions={
        canRemove && <DeleteSelectedButton removal={removal} selected={selection.selectedRows} />
      }
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('tpl.intro')}
      </Typography>
      <ListGrid
        list={list}
        columns={withActions}
        label={t('tpl.rows')}
        emptyText={searching ? t('tpl.noMatch') : t('tpl.empty')}
        {...(canRemove
          ? { selection: { model: selection.selection, onChange: selection.setSelection } }
          : {})}
      />
      {open?.kind === 'preview' && (
        <TemplatePreviewDialog
          template={open.template}
          onClose={close}
          onNewForm={
            canAdd ? () => setOpen({ kind: 'newForm', template: open.template }) : undefined
          }
        />
      )}
      {open?.kind === 'edit' && <EditTemplateDialog template={open.template} onClose={close} />}
      {open?.kind === 'newForm' && (
        <NewFormDialog
          app={app}
          templateId={open.template.id}
          onClose={close}
          onCreated={(form) => {
            close();
            void navigate(designPath(form.id));
          }}
        />
      )}
      {/* The template's own confirmation: it says that forms made from it stay as they are. */}
      <RemovalConfirm
        removal={removal}
        title={t('tpl.confirmTitle')}
        question={(only, count) =>
          only
            ? t('tpl.confirmText', { name: only.templateName })
            : t('tpl.confirmTextMany', { count })
        }
      />
    </ListPage>
  );
}

/**
 * app/{appId}/tempManage: the form templates the application may use (its own and the shared
 * ones) on the list kit: search by name and category, server paging and sorting, preview,
 * rename, delete one or the checked ones, and start a new form from one.
 */
export function TemplatesPage() {
  return <AppArea>{(app) => <TemplateList app={app} />}</AppArea>;
}

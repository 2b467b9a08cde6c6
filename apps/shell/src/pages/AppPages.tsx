import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FORM_PERMISSIONS, FORM_SORT_COLUMNS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import {
  ListGrid,
  ListPage,
  type SearchField,
  SearchFields,
  useListQuery,
} from '@org/app-kit/list';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type AppSummary, type FormPageQuery, useFormPageQuery } from '../api/shell-api';
import { ArtefactList } from '../artefacts/ArtefactPage';
import { AppArea } from '../common/AppArea';
import { designPath } from '../common/paths';
import { PublishDialog } from '../design/PublishDialog';
import { SubmissionsDialog } from '../formcontainer/SubmissionsDialog';
import { NewFormDialog } from '../templates/NewFormDialog';
import { SaveAsTemplateDialog } from '../templates/SaveAsTemplateDialog';
import { type FormRow, useFormColumns } from './form-columns';

/** An application's forms by code until the user sorts them (`usePage` of the list kit). */
function useFormsByCode(query: FormPageQuery) {
  return useFormPageQuery({ sortBy: 'formCode', sortOrder: 'asc', ...query });
}

function FormList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const [creating, setCreating] = useState(false);
  const [dataOf, setDataOf] = useState<FormRow | null>(null);
  const [publishing, setPublishing] = useState<FormRow | null>(null);
  const [templateOf, setTemplateOf] = useState<FormRow | null>(null);
  const navigate = useNavigate();
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canDesign = useCan(FORM_PERMISSIONS.edit);
  const scope = useMemo(() => ({ appId: app.id }), [app.id]);
  const searchFields = useMemo<SearchField[]>(
    () => [{ key: 'formName', label: t('area.searchForm') }],
    [t],
  );
  const list = useListQuery<FormRow, FormPageQuery>({
    searchFields,
    scope,
    sortable: FORM_SORT_COLUMNS,
    usePage: useFormsByCode,
  });
  const columns = useFormColumns({
    design: canDesign,
    onSubmissions: setDataOf,
    onPublish: canDesign ? setPublishing : undefined,
    onSaveAsTemplate: canAdd ? setTemplateOf : undefined,
  });
  // An application without forms offers its first one where the list says it has none.
  const firstStep = canAdd && list.data?.total === 0 && !list.isFetching && !list.query.formName;

  return (
    <ListPage
      title={t('route.Pages')}
      level={2}
      actions={
        canAdd && (
          <Button variant="outlined" onClick={() => setCreating(true)}>
            {t('design.newForm')}
          </Button>
        )
      }
      search={<SearchFields fields={searchFields} list={list} />}
    >
      {firstStep && (
        <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 1 }}>
          {t('design.newFirstForm')}
        </Button>
      )}
      <ListGrid
        list={list}
        columns={columns}
        label={t('route.Pages')}
        emptyText={t('area.noForms')}
      />
      {creating && (
        <NewFormDialog
          app={app}
          onClose={() => setCreating(false)}
          onCreated={(form) => {
            setCreating(false);
            void navigate(designPath(form.id));
          }}
        />
      )}
      {dataOf && <SubmissionsDialog form={dataOf} onClose={() => setDataOf(null)} />}
      {publishing && <PublishDialog form={publishing} onClose={() => setPublishing(null)} />}
      {templateOf && <SaveAsTemplateDialog form={templateOf} onClose={() => setTemplateOf(null)} />}
    </ListPage>
  );
}

/** app/{appId}/Pages: the application's forms, searched, sorted and paged; create one, design one. */
export function AppPages() {
  return (
    <AppArea>
      {(app) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormList app={app} />
          <ArtefactList app={app} kind="PAGE" />
        </Box>
      )}
    </AppArea>
  );
}

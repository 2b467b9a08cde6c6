import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FORM_PERMISSIONS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type AppSummary, type FormPage, useFormPageQuery } from '../api/shell-api';
import { ArtefactList } from '../artefacts/ArtefactPage';
import { AppArea } from '../common/AppArea';
import { Loadable } from '../common/Loadable';
import { Paging } from '../common/Paging';
import { designPath } from '../common/paths';
import { PublishDialog } from '../design/PublishDialog';
import { SubmissionsDialog } from '../formcontainer/SubmissionsDialog';
import { NewFormDialog } from '../templates/NewFormDialog';
import { SaveAsTemplateDialog } from '../templates/SaveAsTemplateDialog';
import { FormsTable } from './FormsTable';

function FormList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ formName: '', pageNo: 1, pageSize: 10 });
  const [creating, setCreating] = useState(false);
  const [dataOf, setDataOf] = useState<FormPage['list'][number] | null>(null);
  const [publishing, setPublishing] = useState<FormPage['list'][number] | null>(null);
  const [templateOf, setTemplateOf] = useState<FormPage['list'][number] | null>(null);
  const navigate = useNavigate();
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canDesign = useCan(FORM_PERMISSIONS.edit);
  const forms = useFormPageQuery({
    appId: app.id,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    sortBy: 'formCode',
    sortOrder: 'asc',
    ...(query.formName ? { formName: query.formName } : {}),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, formName: typed.trim(), pageNo: 1 });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('route.Pages')}
      </Typography>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={t('area.searchForm')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
        {canAdd && (
          <Button variant="outlined" onClick={() => setCreating(true)} sx={{ ml: 'auto' }}>
            {t('design.newForm')}
          </Button>
        )}
      </Box>
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
      <Loadable
        query={forms}
        empty={t('area.noForms')}
        emptyAction={
          canAdd && !query.formName ? (
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('design.newFirstForm')}
            </Button>
          ) : undefined
        }
      >
        {(page) => (
          <>
            <FormsTable
              forms={page.list}
              label={t('route.Pages')}
              design={canDesign}
              onSubmissions={setDataOf}
              onPublish={canDesign ? setPublishing : undefined}
              onSaveAsTemplate={canAdd ? setTemplateOf : undefined}
            />
            <Paging
              total={page.total}
              pageNo={query.pageNo}
              pageSize={query.pageSize}
              onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
            />
          </>
        )}
      </Loadable>
    </Paper>
  );
}

/** app/{appId}/Pages: the application's forms, searchable and paged; create one, design one. */
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

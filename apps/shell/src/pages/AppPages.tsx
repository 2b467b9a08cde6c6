import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppSummary, useFormPageQuery } from '../api/shell-api';
import { AppArea } from './AppArea';
import { FormsTable } from './FormsTable';
import { Paging } from './Paging';
import { Loadable } from './Loadable';

function FormList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ formName: '', pageNo: 1, pageSize: 10 });
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
      </Box>
      <Loadable query={forms} empty={t('area.noForms')}>
        {(page) => (
          <>
            <FormsTable forms={page.list} label={t('route.Pages')} />
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

/** app/{appId}/Pages: the application's forms, searchable and paged. */
export function AppPages() {
  return <AppArea>{(app) => <FormList app={app} />}</AppArea>;
}

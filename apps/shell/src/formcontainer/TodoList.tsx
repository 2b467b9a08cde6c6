import { useSession } from '@org/app-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFillableFormsQuery } from '../api/formcontainer-api';
import { useSubmissionPageQuery } from '../api/shell-api';
import { dateTime } from '../common/format';
import { Loadable } from '../common/Loadable';
import { Paging } from '../common/Paging';
import { fillPath, submissionPath } from './paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The query of the user's drafts (the to-dos count uses the same). */
export function draftsQuery(userId: number, pageNo = 1, pageSize = 10) {
  return {
    submittedBy: userId,
    submitStatus: 'DRAFT' as const,
    sortBy: 'createdAt' as const,
    sortOrder: 'desc' as const,
    pageNo,
    pageSize,
  };
}

function Drafts({ userId }: { userId: number }) {
  const { t } = useTranslation('shell');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const drafts = useSubmissionPageQuery(draftsQuery(userId, paging.pageNo, paging.pageSize));
  return (
    <Section title={t('fc.drafts')}>
      <Loadable query={drafts} empty={t('fc.noDrafts')}>
        {(page) => (
          <>
            <List dense disablePadding>
              {page.list.map((draft) => (
                <ListItem
                  key={draft.id}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      component={Link}
                      to={submissionPath(draft.id)}
                      aria-label={t('fc.continueDraft', { name: draft.formName })}
                    >
                      {t('fc.continue')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={draft.formName}
                    secondary={t('fc.savedAt', { time: dateTime(draft.updatedAt) })}
                  />
                </ListItem>
              ))}
            </List>
            <Paging
              total={page.total}
              pageNo={paging.pageNo}
              pageSize={paging.pageSize}
              onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
            />
          </>
        )}
      </Loadable>
    </Section>
  );
}

function Fillable() {
  const { t } = useTranslation('shell');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ formName: '', pageNo: 1, pageSize: 10 });
  const forms = useFillableFormsQuery({
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.formName ? { formName: query.formName } : {}),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, formName: typed.trim(), pageNo: 1 });
  };
  return (
    <Section title={t('fc.fillable')}>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={t('fc.searchForm')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
      </Box>
      <Loadable query={forms} empty={t('fc.noFillable')}>
        {(page) => (
          <>
            <List dense disablePadding>
              {page.list.map((form) => (
                <ListItem
                  key={form.id}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      variant="outlined"
                      component={Link}
                      to={fillPath(form.id)}
                      aria-label={t('fc.fillForm', { name: form.formName })}
                    >
                      {t('fc.fill')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={form.formName}
                    secondary={`${t('fc.appForm', { app: form.appCode, form: form.formCode })} · ${t('fc.version', { version: form.publishedVersion })}`}
                  />
                </ListItem>
              ))}
            </List>
            <Paging
              total={page.total}
              pageNo={query.pageNo}
              pageSize={query.pageSize}
              onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
            />
          </>
        )}
      </Loadable>
    </Section>
  );
}

/** The user's to-dos: their unfinished drafts, and the published forms they can fill in. */
export function TodoList() {
  const { t } = useTranslation('shell');
  const userId = useSession().userInfo?.userId;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('fc.todos')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {userId !== undefined && <Drafts userId={userId} />}
        <Fillable />
      </Box>
    </Box>
  );
}

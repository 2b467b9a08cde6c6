import { type CallError, useSession } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  type PublishedFormQuery,
  type Submission,
  usePublishedFormQuery,
  useSubmissionQuery,
} from '../api/formcontainer-api';
import { useFormQuery } from '../api/shell-api';
import { useViews } from '../tabs/ViewsProvider';
import { FillForm } from './FillForm';
import { CONTAINER_PATH, containerTarget } from './paths';
import { OwnSubmission } from './SubmissionView';
import { TodoList } from './TodoList';
import { Spinner } from '@org/app-kit';

function Waiting() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <Spinner />
    </Box>
  );
}

function BackLink() {
  const { t } = useTranslation('shell');
  return (
    <Box>
      <Button component={Link} to={CONTAINER_PATH} size="small">
        {t('fc.backToTodos')}
      </Button>
    </Box>
  );
}

/** Names the tab after the form shown (the route's title without one). */
function useTabLabel(formName: string | undefined) {
  const { t } = useTranslation('shell');
  const { label } = useViews();
  useEffect(() => {
    label(
      CONTAINER_PATH,
      formName ? `${t('route.FormContainer')} · ${formName}` : t('route.FormContainer'),
    );
  }, [formName, label, t]);
}

/** Why a form with no published version cannot be filled in, with its name when it has one. */
function NotPublished({ id }: { id: number | undefined }) {
  const { t } = useTranslation('shell');
  const latest = useFormQuery({ id: id ?? 0 }, { skip: id === undefined });
  const name = latest.data?.formName;
  return (
    <Alert severity="info">
      {name ? t('fc.notPublished', { name }) : t('fc.notPublishedPlain')}
    </Alert>
  );
}

/** The published version of a form, to fill in (or to finish a draft in). */
function PublishedForm({ query, draft }: { query: PublishedFormQuery; draft?: Submission }) {
  const { t } = useTranslation('shell');
  const form = usePublishedFormQuery(query);
  useTabLabel(form.data?.formName);
  if (form.isLoading) return <Waiting />;
  const error = form.error as CallError | undefined;
  if (error?.code === 40004) {
    return <NotPublished id={'id' in query ? query.id : undefined} />;
  }
  if (error || !form.data) {
    return <Alert severity="error">{t('fc.loadFailed', { message: error?.message ?? '' })}</Alert>;
  }
  return (
    <FillForm
      key={`${form.data.id}:${form.data.version}:${draft?.id ?? ''}`}
      form={form.data}
      draft={draft}
    />
  );
}

/** `?submissionId=`: one's own draft opens to be finished; anything else read-only. */
function SubmissionTarget({ id }: { id: number }) {
  const { t } = useTranslation('shell');
  const userId = useSession().userInfo?.userId;
  const submission = useSubmissionQuery({ id });
  /** The draft as opened: it stays in the form after its submit (which refetches it). */
  const [draft, setDraft] = useState<Submission | null>(null);
  const found = submission.data;
  if (draft === null && found?.submitStatus === 'DRAFT' && found.submittedBy === userId) {
    setDraft(found);
  }
  useTabLabel(found?.formName);
  if (draft) return <PublishedForm query={{ id: draft.formId }} draft={draft} />;
  if (submission.isLoading) return <Waiting />;
  if (submission.error || !found) {
    const message = (submission.error as CallError | undefined)?.message ?? '';
    return <Alert severity="error">{t('fc.loadFailed', { message })}</Alert>;
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h1">
        {found.formName} · {t('fc.readOnly')}
      </Typography>
      <OwnSubmission submission={found} />
    </Paper>
  );
}

/**
 * FormContainer (待办处理): with `?formId=` (or `?appCode=&formCode=`) the form's published
 * version to fill in and submit or keep as a draft; with `?submissionId=` a draft to finish
 * (or a submission to read); without either, the user's to-dos.
 */
export function FormContainerPage() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const target = containerTarget(location.search);
  if (target.kind === 'todos') return <TodoRoot />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <BackLink />
      {target.kind === 'bad' && <Alert severity="warning">{t('fc.badLink')}</Alert>}
      {target.kind === 'form' && (
        <PublishedForm key={JSON.stringify(target.query)} query={target.query} />
      )}
      {target.kind === 'submission' && <SubmissionTarget key={target.id} id={target.id} />}
    </Box>
  );
}

function TodoRoot() {
  useTabLabel(undefined);
  return <TodoList />;
}

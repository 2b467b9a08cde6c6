import type { FormDefinition } from '@org/form-schema';
import type { CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Submission, usePublishedFormQuery } from '../api/formcontainer-api';
import { useFormVersionQuery } from '../api/shell-api';
import { dateTime } from '../common/format';
import { FormFrame } from './FormFrame';
import { Spinner } from '@org/app-kit';

/** A submission's data in the renderer, read-only, in the definition it was filled in. */
function SubmissionData({
  submission,
  definition,
}: {
  submission: Submission;
  definition: FormDefinition;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={t(`subs.${submission.submitStatus}`)} />
        <Typography variant="body2" color="text.secondary">
          {t('subs.detail', { id: submission.id, version: submission.formVersion })}
          {submission.submittedAt &&
            ` · ${t('fc.submittedBy', {
              name: submission.submitterName || '—',
              time: dateTime(submission.submittedAt),
            })}`}
        </Typography>
      </Box>
      <FormFrame definition={definition} appCode="" value={submission.data} edit={false} />
    </Box>
  );
}

function Waiting() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
      <Spinner size={24} />
    </Box>
  );
}

/**
 * A submission read-only, with the definition of its version (`API.forms.version`, which
 * needs the forms' view code).
 */
export function SubmissionOfVersion({ submission }: { submission: Submission }) {
  const { t } = useTranslation('shell');
  const version = useFormVersionQuery({
    formId: submission.formId,
    version: submission.formVersion,
  });
  if (version.isLoading) return <Waiting />;
  if (version.error || !version.data) {
    const message = (version.error as CallError | undefined)?.message ?? '';
    return <Alert severity="error">{t('fc.loadFailed', { message })}</Alert>;
  }
  return <SubmissionData submission={submission} definition={version.data.definition} />;
}

/**
 * A submission read-only as its submitter sees it: with the published definition when it
 * was filled in on that version (anyone may read it), else with its own version's.
 */
export function OwnSubmission({ submission }: { submission: Submission }) {
  const published = usePublishedFormQuery({ id: submission.formId });
  if (published.isLoading) return <Waiting />;
  if (published.data?.version === submission.formVersion) {
    return <SubmissionData submission={submission} definition={published.data.definition} />;
  }
  return <SubmissionOfVersion submission={submission} />;
}

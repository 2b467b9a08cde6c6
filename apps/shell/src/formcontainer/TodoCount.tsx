import { useSession } from '@org/app-kit';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmissionPageQuery } from '../api/shell-api';
import { CONTAINER_PATH } from './paths';
import { draftsQuery } from './TodoList';

/** Home's to-dos: how many drafts the user has to finish, and the way to them. */
export function TodoCount() {
  const { t } = useTranslation('shell');
  const userId = useSession().userInfo?.userId;
  const drafts = useSubmissionPageQuery(draftsQuery(userId ?? 0, 1, 1), {
    skip: userId === undefined,
  });
  const count = drafts.data?.total;
  return (
    <Paper
      component="section"
      aria-label={t('fc.todoCount')}
      variant="outlined"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <AssignmentIcon color="primary" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('fc.todoCount')}
        </Typography>
        <Typography color="text.secondary" role="status">
          {count === undefined ? '…' : t('fc.todoCountText', { count })}
        </Typography>
      </Box>
      <Button component={Link} to={CONTAINER_PATH} variant="outlined" sx={{ ml: 'auto' }}>
        {t('fc.todoOpen')}
      </Button>
    </Paper>
  );
}

import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFlowCountsQuery } from '../api/flows-api';
import { CENTRE_PATH, TASK_TABS, type TaskTab } from './FlowStatus';
import { StartedList } from './StartedList';
import { TaskList } from './TaskList';

const isTab = (text: string | null): text is TaskTab =>
  (TASK_TABS as readonly (string | null)[]).includes(text);

/** A tab's name with the number waiting in it (to-dos, unread copies), when there are some. */
function TabName({ tab, count }: { tab: TaskTab; count: number }) {
  const { t } = useTranslation('shell');
  if (count === 0) return t(`flows.tabs.${tab}`);
  return (
    <Badge badgeContent={count} color="error" max={99} sx={{ pr: 1.5 }}>
      {t(`flows.tabs.${tab}`)}
    </Badge>
  );
}

/**
 * processCenter/tasks: the four lists of one's flows on one page, a tab each (`?tab=`): to do
 * (the default), done, copied to me and started by me. The to-do and copy tabs show how many
 * wait; the process centre is a click away.
 */
export function TasksPage() {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TaskTab = isTab(asked) ? asked : 'todo';
  const counts = useFlowCountsQuery();
  const waiting: Record<TaskTab, number> = {
    todo: counts.data?.todo ?? 0,
    done: 0,
    copied: counts.data?.ccUnread ?? 0,
    started: 0,
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, fontWeight: 600 }}>
          {t('flows.tasks.title')}
        </Typography>
        <Button component={Link} to={CENTRE_PATH} variant="outlined">
          {t('flows.tasks.toCentre')}
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, next: TaskTab) =>
          setParams(next === 'todo' ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('flows.tasks.lists')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ bgcolor: 'background.paper', borderRadius: 1, px: 1 }}
      >
        {TASK_TABS.map((each) => (
          <Tab
            key={each}
            value={each}
            id={`flows-tab-${each}`}
            aria-controls={`flows-panel-${each}`}
            label={<TabName tab={each} count={waiting[each]} />}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`flows-panel-${tab}`} aria-labelledby={`flows-tab-${tab}`}>
        {tab === 'started' ? <StartedList /> : <TaskList key={tab} kind={tab} />}
      </Box>
    </Box>
  );
}

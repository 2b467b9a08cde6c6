import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WorkflowContent } from '@org/api-contract';
import { useSession } from '@org/app-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ArtefactRecord, useArtefactPageQuery } from '../api/artefacts-api';
import { useSubmissionPageQuery } from '../api/shell-api';
import { dateTime } from '../common/format';
import { Loadable, useAppsDenied } from '../common/Loadable';
import { Paging } from '../common/Paging';
import { SelectField } from './fields';

const stepsOf = (flow: ArtefactRecord) => (flow.content as WorkflowContent).steps;

/**
 * processCenter/index: the enabled flows of every application, searchable and paged; each
 * one is started from here (processCenter/handle/{id}).
 */
export function ProcessCenterPage() {
  const { t } = useTranslation('shell');
  const denied = useAppsDenied();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ keyword: '', pageNo: 1, pageSize: 10 });
  const flows = useArtefactPageQuery(
    {
      kind: 'WORKFLOW',
      status: 1,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      sortBy: 'artefactName',
      ...(query.keyword ? { keyword: query.keyword } : {}),
    },
    { skip: denied !== null },
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, keyword: typed.trim(), pageNo: 1 });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="h6" component="h1">
          {t('process.flows')}
        </Typography>
        <Button component={Link} to="/processCenter/workflowView" sx={{ ml: 'auto' }}>
          {t('process.mine')}
        </Button>
      </Box>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={t('process.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
      </Box>
      <Loadable
        query={flows}
        denied={denied}
        empty={query.keyword ? t('artefact.noMatch') : t('process.noFlows')}
      >
        {(page) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={t('process.flows')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('process.flow')}</TableCell>
                    <TableCell>{t('artefact.application')}</TableCell>
                    <TableCell>{t('artefact.steps')}</TableCell>
                    <TableCell>{t('process.firstStep')}</TableCell>
                    <TableCell>{t('app.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((flow) => (
                    <TableRow key={flow.id}>
                      <TableCell>
                        {flow.artefactName}
                        {flow.description && (
                          <Typography variant="body2" color="text.secondary">
                            {flow.description}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{flow.appName}</TableCell>
                      <TableCell>
                        {t('artefact.stepCount', { count: stepsOf(flow).length })}
                      </TableCell>
                      <TableCell>{stepsOf(flow)[0]?.name}</TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          variant="outlined"
                          component={Link}
                          to={`/processCenter/handle/${flow.id}`}
                          aria-label={t('artefact.startFlowOf', { name: flow.artefactName })}
                        >
                          {t('artefact.startFlow')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
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

function StartedList({ flow, userId }: { flow: ArtefactRecord; userId: number }) {
  const { t } = useTranslation('shell');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const content = flow.content as WorkflowContent;
  const submissions = useSubmissionPageQuery({
    formId: content.formId,
    submittedBy: userId,
    sortBy: 'createdAt',
    sortOrder: 'desc',
    ...paging,
  });
  const first = content.steps[0];
  return (
    <Loadable query={submissions} empty={t('process.noStarted')}>
      {(page) => (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('process.mine')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('process.number')}</TableCell>
                  <TableCell>{t('artefact.form')}</TableCell>
                  <TableCell align="right">{t('process.formVersion')}</TableCell>
                  <TableCell>{t('process.submittedAt')}</TableCell>
                  <TableCell>{t('process.state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.list.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.id}</TableCell>
                    <TableCell>{row.formName}</TableCell>
                    <TableCell align="right">{row.formVersion}</TableCell>
                    <TableCell>{dateTime(row.submittedAt ?? row.createdAt)}</TableCell>
                    <TableCell>
                      {row.submitStatus === 'DRAFT'
                        ? t('process.draft')
                        : t('process.waiting', {
                            step: first?.name ?? '',
                            role: first?.roleCode ?? '',
                          })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Paging
            total={page.total}
            pageNo={paging.pageNo}
            pageSize={paging.pageSize}
            onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
          />
        </>
      )}
    </Loadable>
  );
}

/**
 * processCenter/workflowView: the flows the user started — their submissions of a flow's
 * start form — with where each one stands.
 */
export function WorkflowViewPage() {
  const { t } = useTranslation('shell');
  const denied = useAppsDenied();
  const userId = useSession().userInfo?.userId;
  const flows = useArtefactPageQuery(
    { kind: 'WORKFLOW', pageSize: 100, sortBy: 'artefactName' },
    { skip: denied !== null },
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const list = flows.data?.list ?? [];
  const flow = list.find((f) => f.id === chosen) ?? list[0];
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="h6" component="h1">
          {t('process.mine')}
        </Typography>
        <Button component={Link} to="/processCenter/index" sx={{ ml: 'auto' }}>
          {t('process.toCenter')}
        </Button>
      </Box>
      <Loadable query={flows} denied={denied} empty={t('process.noFlows')}>
        {() => (
          <>
            <Box sx={{ maxWidth: 420 }}>
              <SelectField
                label={t('process.flow')}
                value={flow?.id}
                choices={list.map((f) => ({
                  value: f.id,
                  label: `${f.artefactName}（${f.appName}）`,
                }))}
                onChange={(value) => setChosen(Number(value))}
              />
            </Box>
            {flow && userId !== undefined ? (
              <StartedList key={flow.id} flow={flow} userId={userId} />
            ) : (
              <Alert severity="info">{t('process.noStarted')}</Alert>
            )}
          </>
        )}
      </Loadable>
    </Paper>
  );
}

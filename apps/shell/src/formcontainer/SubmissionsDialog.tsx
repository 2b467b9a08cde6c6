import { getToken, useSession } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../api/formcontainer-api';
import { type FormPage, type SubmissionPageQuery, useSubmissionPageQuery } from '../api/shell-api';
import { dateTime } from '../pages/FormsTable';
import { Loadable } from '../pages/Loadable';
import { Paging } from '../pages/Paging';
import { downloadSubmissionsCsv } from './export-csv';
import { SubmissionOfVersion } from './SubmissionView';

type Status = '' | 'DRAFT' | 'SUBMITTED';

interface Filters {
  status: Status;
  /** Days as the date inputs give them (`YYYY-MM-DD`, local), or ''. */
  from: string;
  to: string;
  mine: boolean;
}

const NO_FILTERS: Filters = { status: '', from: '', to: '', mine: false };

/** The start of a local day as an instant; with `next`, the start of the day after. */
function dayStart(day: string, next = false): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + (next ? 1 : 0)).toISOString();
}

/** The list request of the filters: the date range covers both whole days. */
export function submissionQuery(
  formId: number,
  filters: Filters,
  userId: number | undefined,
  pageNo: number,
  pageSize: number,
): SubmissionPageQuery {
  return {
    formId,
    pageNo,
    pageSize,
    sortBy: 'createdAt',
    sortOrder: 'desc',
    ...(filters.status ? { submitStatus: filters.status } : {}),
    ...(filters.from ? { submittedFrom: dayStart(filters.from) } : {}),
    ...(filters.to ? { submittedTo: dayStart(filters.to, true) } : {}),
    ...(filters.mine && userId !== undefined ? { submittedBy: userId } : {}),
  };
}

/**
 * A form's submissions (opened from the Pages list; no route of its own, so no tab): search
 * by status, submission dates and one's own, paged; each readable in the version it was
 * filled in; all of them downloadable as CSV.
 */
export function SubmissionsDialog({
  form,
  onClose,
}: {
  form: FormPage['list'][number];
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const userId = useSession().userInfo?.userId;
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [viewing, setViewing] = useState<Submission | null>(null);
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const badRange = typed.from !== '' && typed.to !== '' && typed.to < typed.from;
  const submissions = useSubmissionPageQuery(
    submissionQuery(form.id, filters, userId, paging.pageNo, paging.pageSize),
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (badRange) return;
    setFilters(typed);
    setPaging({ ...paging, pageNo: 1 });
  };
  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      await downloadSubmissionsCsv(form.id, getToken(), `${form.formCode}-submissions.csv`);
    } catch (error) {
      setProblem(t('subs.exportFailed', { message: (error as Error).message }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="lg"
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="submissions-title"
    >
      <DialogTitle id="submissions-title">{t('subs.title', { name: form.formName })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {viewing ? (
          <>
            <Box>
              <Button size="small" onClick={() => setViewing(null)}>
                {t('subs.back')}
              </Button>
            </Box>
            <SubmissionOfVersion submission={viewing} />
          </>
        ) : (
          <>
            <Box
              component="form"
              role="search"
              onSubmit={search}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', pt: 1 }}
            >
              <TextField
                select
                size="small"
                label={t('subs.status')}
                value={typed.status}
                onChange={(event) => setTyped({ ...typed, status: event.target.value as Status })}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 140 }}
              >
                <MenuItem value="">{t('subs.any')}</MenuItem>
                <MenuItem value="SUBMITTED">{t('subs.SUBMITTED')}</MenuItem>
                <MenuItem value="DRAFT">{t('subs.DRAFT')}</MenuItem>
              </TextField>
              <TextField
                size="small"
                type="date"
                label={t('subs.from')}
                value={typed.from}
                onChange={(event) => setTyped({ ...typed, from: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                type="date"
                label={t('subs.to')}
                value={typed.to}
                onChange={(event) => setTyped({ ...typed, to: event.target.value })}
                error={badRange}
                helperText={badRange ? t('subs.badRange') : undefined}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={typed.mine}
                    onChange={(event) => setTyped({ ...typed, mine: event.target.checked })}
                  />
                }
                label={t('subs.mine')}
              />
              <Button type="submit" variant="contained">
                {t('app.search')}
              </Button>
              <Button
                onClick={() => {
                  setTyped(NO_FILTERS);
                  setFilters(NO_FILTERS);
                  setPaging({ ...paging, pageNo: 1 });
                }}
              >
                {t('app.reset')}
              </Button>
              <Button
                variant="outlined"
                sx={{ ml: 'auto' }}
                loading={exporting}
                onClick={() => void exportCsv()}
              >
                {t('subs.export')}
              </Button>
            </Box>
            {problem && (
              <Alert severity="error" onClose={() => setProblem(null)}>
                {problem}
              </Alert>
            )}
            <Loadable query={submissions} empty={t('subs.empty')}>
              {(page) => (
                <>
                  <TableContainer>
                    <Table size="small" aria-label={t('subs.rows')}>
                      <TableHead>
                        <TableRow>
                          <TableCell>ID</TableCell>
                          <TableCell>{t('subs.submitter')}</TableCell>
                          <TableCell>{t('subs.status')}</TableCell>
                          <TableCell align="right">{t('subs.formVersion')}</TableCell>
                          <TableCell>{t('subs.submittedAt')}</TableCell>
                          <TableCell>{t('app.actions')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {page.list.map((row) => (
                          <TableRow key={row.id}>
                            <TableCell>{row.id}</TableCell>
                            <TableCell>{row.submitterName}</TableCell>
                            <TableCell>{t(`subs.${row.submitStatus}`)}</TableCell>
                            <TableCell align="right">{row.formVersion}</TableCell>
                            <TableCell>{dateTime(row.submittedAt)}</TableCell>
                            <TableCell>
                              <Button
                                size="small"
                                onClick={() => setViewing(row)}
                                aria-label={t('subs.viewLabel', { id: row.id })}
                              >
                                {t('subs.view')}
                              </Button>
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
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('subs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

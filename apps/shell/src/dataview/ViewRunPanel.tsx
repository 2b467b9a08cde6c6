import { type CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ViewDetail, type ViewRunResult, useRunViewMutation } from '../api/dataview-api';
import { fieldProblems, runParamText } from './view-draft';

/** The outcome of the last run: its rows and how long it took, or its refusal. */
type Outcome =
  { kind: 'rows'; result: ViewRunResult; ms: number } | { kind: 'refused'; error: CallError };

/** A cell's text: objects as JSON, null marked as such. */
function cellText(value: unknown, nullText: string): string {
  if (value === null || value === undefined) return nullText;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The heading of a refused run: a limit (50400), bad values (40022), no right, or other. */
function refusalTitle(code: number | undefined): string {
  if (code === 50400) return 'dataview.runLimit';
  if (code === 40022) return 'dataview.runInvalid';
  if (code === 40003) return 'dataview.notRunnable';
  return 'dataview.runRefused';
}

/**
 * Runs a view: one input per declared parameter (its default filled in), then the rows under
 * the columns' labels, how many and how long the run took, and whether the answer was cut at
 * the view's limits. A refusal shows the server's message (a limit reached: 50400). Not on the
 * list kit: a run answers all its rows at once (cut at the view's row limit), under columns the
 * view declares, with no ids; nothing pages, sorts or selects them.
 */
export function ViewRunPanel({ view }: { view: ViewDetail }) {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      view.params.map((param) => [
        param.name,
        param.defaultValue === undefined || param.defaultValue === null
          ? ''
          : String(param.defaultValue),
      ]),
    ),
  );
  const [run, running] = useRunViewMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const columns = view.columns.filter((column) => column.visible);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const started = performance.now();
    try {
      const result = await run({
        viewId: view.id,
        queryParamListStr: runParamText(view.params, values),
      }).unwrap();
      setOutcome({ kind: 'rows', result, ms: Math.round(performance.now() - started) });
    } catch (error) {
      setOutcome({ kind: 'refused', error: error as CallError });
    }
  };

  const refusal = outcome?.kind === 'refused' ? outcome.error : null;
  const problems = refusal ? Object.entries(fieldProblems(refusal)) : [];
  const keys = columns.length > 0 ? columns.map((column) => column.columnName) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        aria-label={t('dataview.runParams')}
        onSubmit={(event) => void submit(event)}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        {view.params.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {t('dataview.noRunParams')}
          </Typography>
        )}
        {view.params.map((param) =>
          param.type === 'boolean' ? (
            <TextField
              key={param.name}
              select
              size="small"
              label={param.name}
              required={param.required}
              value={values[param.name] ?? ''}
              onChange={(event) => setValues({ ...values, [param.name]: event.target.value })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{t('dataview.unset')}</MenuItem>
              <MenuItem value="true">{t('dataview.booleanTrue')}</MenuItem>
              <MenuItem value="false">{t('dataview.booleanFalse')}</MenuItem>
            </TextField>
          ) : (
            <TextField
              key={param.name}
              size="small"
              label={param.name}
              required={param.required}
              type={param.type === 'date' ? 'date' : param.type === 'number' ? 'number' : 'text'}
              value={values[param.name] ?? ''}
              onChange={(event) => setValues({ ...values, [param.name]: event.target.value })}
              helperText={t(`dataview.type.${param.type}`)}
              slotProps={param.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
            />
          ),
        )}
        <Button type="submit" variant="contained" loading={running.isLoading}>
          {t('dataview.runButton')}
        </Button>
      </Box>
      {refusal && (
        <Alert severity="error">
          <AlertTitle>
            {t(refusalTitle(refusal.code))}
            {refusal.code === undefined ? '' : ` (${refusal.code})`}
          </AlertTitle>
          {problems.length === 0 && refusal.message}
          {problems.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {problems.map(([field, message]) => (
                <li key={field}>
                  <code>{field}</code>: {message}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {outcome?.kind === 'rows' && (
        <Box
          component="section"
          aria-label={t('dataview.runResult')}
          sx={{ display: 'grid', gap: 1 }}
        >
          <Typography variant="body2" role="status">
            {t('dataview.runSummary', { count: outcome.result.total, ms: outcome.ms })}
          </Typography>
          {outcome.result.truncated && (
            <Alert severity="warning">{t('dataview.truncated', { max: view.maxRows })}</Alert>
          )}
          {outcome.result.records.length === 0 ? (
            <Typography color="text.secondary">{t('dataview.noRows')}</Typography>
          ) : (
            <TableContainer tabIndex={0} sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label={t('dataview.runResult')}>
                <TableHead>
                  <TableRow>
                    {(keys ?? Object.keys(outcome.result.records[0] ?? {})).map((key) => {
                      const column = columns.find((c) => c.columnName === key);
                      return (
                        <TableCell key={key} title={key}>
                          {column?.columnComment || key}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {outcome.result.records.map((record, index) => (
                    <TableRow key={index}>
                      {(keys ?? Object.keys(record)).map((key) => (
                        <TableCell
                          key={key}
                          sx={
                            record[key] === null || record[key] === undefined
                              ? { color: 'text.secondary', fontStyle: 'italic' }
                              : undefined
                          }
                        >
                          {cellText(record[key], t('dataview.nullValue'))}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      )}
    </Box>
  );
}

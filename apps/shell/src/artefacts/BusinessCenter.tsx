import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ARTEFACT_KINDS } from '@org/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHoldingsQuery } from '../api/artefacts-api';
import { Loadable, useAppsDenied } from '../common/Loadable';

/** A number with its label, large. */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 120 }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/**
 * businessCenter (and default): every application with what it holds — forms, data views
 * and artefacts of each kind — and the totals; each application links to its area.
 */
export function BusinessCenterPage() {
  const { t } = useTranslation('shell');
  const denied = useAppsDenied();
  const holdings = useHoldingsQuery(undefined, { skip: denied !== null });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('business.apps')}
      </Typography>
      <Loadable query={holdings} denied={denied} empty={t('business.noApps')}>
        {({ list }) => {
          const sum = (count: (row: (typeof list)[number]) => number) =>
            list.reduce((total, row) => total + count(row), 0);
          return (
            <>
              <Box
                component="section"
                aria-label={t('business.totals')}
                sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
              >
                <Figure label={t('business.appCount')} value={list.length} />
                <Figure label={t('business.forms')} value={sum((r) => r.formCount)} />
                <Figure label={t('business.views')} value={sum((r) => r.viewCount)} />
                {ARTEFACT_KINDS.map((kind) => (
                  <Figure
                    key={kind}
                    label={t(`artefact.kind.${kind}`)}
                    value={sum((r) => r.artefacts[kind] ?? 0)}
                  />
                ))}
              </Box>
              <Paper variant="outlined">
                <TableContainer>
                  <Table size="small" aria-label={t('business.apps')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('app.appName')}</TableCell>
                        <TableCell>{t('app.appCode')}</TableCell>
                        <TableCell>{t('app.status')}</TableCell>
                        <TableCell align="right">{t('business.forms')}</TableCell>
                        <TableCell align="right">{t('business.views')}</TableCell>
                        {ARTEFACT_KINDS.map((kind) => (
                          <TableCell key={kind} align="right">
                            {t(`artefact.kind.${kind}`)}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {list.map((row) => (
                        <TableRow key={row.appId}>
                          <TableCell>
                            <Link to={`/app/${row.appId}`}>{row.appName}</Link>
                            {row.description && (
                              <Typography variant="body2" color="text.secondary">
                                {row.description}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell>{row.appCode}</TableCell>
                          <TableCell>
                            {t(row.status === 1 ? 'app.enabled' : 'app.disabled')}
                          </TableCell>
                          <TableCell align="right">{row.formCount}</TableCell>
                          <TableCell align="right">{row.viewCount}</TableCell>
                          {ARTEFACT_KINDS.map((kind) => (
                            <TableCell key={kind} align="right">
                              {row.artefacts[kind] ?? 0}
                            </TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Paper>
            </>
          );
        }}
      </Loadable>
    </Box>
  );
}

import type { CallError } from '@org/app-kit';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import SwapVert from '@mui/icons-material/SwapVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type DiffRow,
  type DiffRowStatus,
  type ValueChange,
  type WidgetPlace,
  diffDefinitions,
} from '@org/form-schema';
import { Fragment, type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormVersionQuery } from '../api/shell-api';
import { Spinner } from '@org/app-kit';

const ICONS: Partial<Record<DiffRowStatus, ReactElement>> = {
  added: <AddCircleOutline />,
  removed: <RemoveCircleOutline />,
  changed: <EditOutlined />,
  moved: <SwapVert />,
};

/** Row backgrounds; the status chip (icon and text) says the same without colour. */
const BACKGROUNDS: Record<DiffRowStatus, string | undefined> = {
  added: '#e8f5e9',
  removed: '#ffebee',
  changed: '#fff8e1',
  moved: '#e3f2fd',
  unchanged: undefined,
};

const LONGEST_VALUE = 80;

/** A value of a definition as short readable text. */
function shown(value: unknown, absent: string): string {
  if (value === undefined) return absent;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

function StatusChip({ row }: { row: DiffRow }) {
  const { t } = useTranslation('shell');
  if (row.status === 'unchanged') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('versions.unchanged')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        icon={ICONS[row.status]}
        label={t(`versions.${row.status}`)}
        sx={{ bgcolor: 'background.paper' }}
      />
      {row.status === 'changed' && row.moved && (
        <Typography variant="caption">{t('versions.alsoMoved')}</Typography>
      )}
    </Box>
  );
}

/** The three cells (label, field, type) of one side; empty cells where the side has none. */
function SideCells({ place }: { place: WidgetPlace | null }) {
  const edge = { borderLeft: 1, borderColor: 'divider' };
  if (!place) {
    return (
      <>
        <TableCell sx={edge} />
        <TableCell />
        <TableCell />
      </>
    );
  }
  return (
    <>
      <TableCell sx={{ ...edge, pl: 1 + place.depth * 2 }}>{place.name}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{place.model}</TableCell>
      <TableCell>{place.type}</TableCell>
    </>
  );
}

function ChangeList({ changes, label }: { changes: readonly ValueChange[]; label: string }) {
  const { t } = useTranslation('shell');
  const absent = t('versions.absent');
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {changes.map((change) => (
        <li key={change.path}>
          <code>{change.path}</code>: <span>{shown(change.before, absent)}</span> →{' '}
          <strong>{shown(change.after, absent)}</strong>
        </li>
      ))}
    </Box>
  );
}

/**
 * Two saved versions side by side: every widget of either (label, field, type) on one row,
 * added, removed, changed and moved ones marked by an icon and a word as well as a colour, and
 * under a changed widget the properties that differ, old → new. Not on the list kit: a diff of
 * two definitions, rows paired across them with their changes beneath, not records to page.
 */
export function VersionCompare({
  formId,
  before,
  after,
  onClose,
}: {
  formId: number;
  /** The older version (left). */
  before: number;
  /** The newer version (right). */
  after: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const older = useFormVersionQuery({ formId, version: before });
  const newer = useFormVersionQuery({ formId, version: after });
  const diff = useMemo(
    () =>
      older.data && newer.data
        ? diffDefinitions(older.data.definition, newer.data.definition)
        : null,
    [older.data, newer.data],
  );
  const title = t('versions.compareTitle', { before, after });
  const failed = (older.error ?? newer.error) as CallError | undefined;
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Button size="small" onClick={onClose} sx={{ ml: 'auto' }}>
          {t('versions.closeCompare')}
        </Button>
      </Box>
      {failed ? (
        <Alert severity="error">{failed.message}</Alert>
      ) : !diff ? (
        <Spinner size={24} />
      ) : (
        <>
          <Typography variant="body2" role="status">
            {diff.identical
              ? t('versions.identical')
              : t('versions.summary', {
                  added: diff.added.length,
                  removed: diff.removed.length,
                  changed: diff.changed.length,
                  moved: diff.moved.length,
                })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              aria-label={t('versions.compareTable', { before, after })}
              sx={{ tableLayout: 'fixed', minWidth: 720, '& td': { overflowWrap: 'anywhere' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell rowSpan={2} sx={{ width: 120 }}>
                    {t('versions.status')}
                  </TableCell>
                  <TableCell colSpan={3} sx={{ borderLeft: 1, borderColor: 'divider' }}>
                    {t('versions.side', { version: before })}
                  </TableCell>
                  <TableCell colSpan={3} sx={{ borderLeft: 1, borderColor: 'divider' }}>
                    {t('versions.side', { version: after })}
                  </TableCell>
                </TableRow>
                <TableRow>
                  {[0, 1].map((side) => (
                    <Fragment key={side}>
                      <TableCell sx={{ borderLeft: 1, borderColor: 'divider' }}>
                        {t('design.widgetName')}
                      </TableCell>
                      <TableCell>{t('design.widgetModel')}</TableCell>
                      <TableCell>{t('design.widgetType')}</TableCell>
                    </Fragment>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {diff.rows.map((row) => {
                  const place = (row.after ?? row.before) as WidgetPlace;
                  const id = `${row.before?.key ?? ''}:${row.after?.key ?? ''}`;
                  return (
                    <Fragment key={id}>
                      <TableRow
                        data-status={row.status}
                        sx={{
                          bgcolor: BACKGROUNDS[row.status],
                          '& td': row.changes.length > 0 ? { borderBottom: 0 } : {},
                        }}
                      >
                        <TableCell>
                          <StatusChip row={row} />
                        </TableCell>
                        <SideCells place={row.before} />
                        <SideCells place={row.after} />
                      </TableRow>
                      {row.changes.length > 0 && (
                        <TableRow sx={{ bgcolor: BACKGROUNDS.changed }}>
                          <TableCell />
                          <TableCell colSpan={6} sx={{ pt: 0, fontSize: 13 }}>
                            <ChangeList
                              changes={row.changes}
                              label={t('versions.changesOf', { name: place.name || place.model })}
                            />
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          {diff.config.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h4">
                {t('versions.config')}
              </Typography>
              <Box sx={{ fontSize: 13 }}>
                <ChangeList changes={diff.config} label={t('versions.config')} />
              </Box>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

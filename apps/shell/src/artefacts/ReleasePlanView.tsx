import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReleaseItemAction } from '@org/api-contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReleasePlan } from '../api/releases-api';

const ACTION_COLOR: Record<ReleaseItemAction, 'success' | 'primary' | 'default' | 'error'> = {
  create: 'success',
  update: 'primary',
  unchanged: 'default',
  remove: 'error',
};

/** What a kind of a release's items is called (its code when this shell does not know it). */
export const releaseKindLabel = (t: TFunction, kind: string): string =>
  t(`release.kind.${kind}`, { defaultValue: kind });

/**
 * What applying a release would do: the application created or updated (or rolled back), the
 * number of items per action, the conflicts that stop it (each naming its item), and each
 * item with its action; the items that change come first.
 */
export function ReleasePlanView({
  plan,
  mode,
}: {
  plan: ReleasePlan;
  mode: 'import' | 'rollback';
}) {
  const { t } = useTranslation('shell');
  const count = (action: ReleaseItemAction) =>
    plan.items.filter((item) => item.action === action).length;
  const order: ReleaseItemAction[] = ['create', 'update', 'remove', 'unchanged'];
  const items = [...plan.items].sort((a, b) => order.indexOf(a.action) - order.indexOf(b.action));
  const values = { name: plan.appName, code: plan.appCode, version: plan.version };
  const headline =
    mode === 'rollback'
      ? t('release.planRollback', values)
      : t(plan.appAction === 'create' ? 'release.planCreate' : 'release.planUpdate', values);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>{headline}</Typography>
      <Typography color="text.secondary" variant="body2">
        {t('release.summary', {
          create: count('create'),
          update: count('update'),
          unchanged: count('unchanged'),
          remove: count('remove'),
        })}
      </Typography>
      {plan.conflicts.length > 0 && (
        <Alert severity="error">
          {t('release.conflicts')}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {plan.conflicts.map((conflict) => (
              <li key={`${conflict.kind}:${conflict.key}:${conflict.reason}`}>
                {conflict.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Box
        role="region"
        aria-label={t('release.items')}
        tabIndex={0}
        sx={{ maxHeight: 320, overflow: 'auto' }}
      >
        <Table size="small" stickyHeader aria-label={t('release.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('release.kindCol')}</TableCell>
              <TableCell>{t('release.keyCol')}</TableCell>
              <TableCell>{t('release.nameCol')}</TableCell>
              <TableCell>{t('release.actionCol')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={`${item.kind}:${item.key}`}>
                <TableCell>{releaseKindLabel(t, item.kind)}</TableCell>
                <TableCell>{item.key}</TableCell>
                <TableCell>{item.name}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={ACTION_COLOR[item.action]}
                    label={t(`release.action.${item.action}`)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

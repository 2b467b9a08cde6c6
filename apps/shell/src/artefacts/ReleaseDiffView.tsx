import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReleaseInfo } from '../api/releases-api';
import { releaseKindLabel } from './ReleasePlanView';

type KindDiff = ReleaseInfo['diff'][number];
type FormChange = NonNullable<KindDiff['changed'][number]['form']>;

/** A changed form's widgets (and settings), as `diffDefinitions` found them. */
function FormChangeText({ change }: { change: FormChange }) {
  const { t } = useTranslation('shell');
  const parts = [
    ['release.widgetsAdded', change.added],
    ['release.widgetsRemoved', change.removed],
    ['release.widgetsChanged', change.changed],
    ['release.widgetsMoved', change.moved],
  ] as const;
  const lines = parts
    .filter(([, names]) => names.length > 0)
    .map(([key, names]) => t(key, { names: names.join(t('release.separator')) }));
  if (change.config.length > 0) {
    lines.push(t('release.formSettings', { paths: change.config.join(t('release.separator')) }));
  }
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {lines.length > 0 ? ` — ${lines.join(t('release.partSeparator'))}` : ''}
    </Typography>
  );
}

/**
 * What a release changed since the one before, per kind: the items added, removed and changed
 * (a form's widgets by name); for the first release everything is added.
 */
export function ReleaseDiffView({ info }: { info: ReleaseInfo }) {
  const { t } = useTranslation('shell');
  const intro =
    info.previousVersion === null
      ? t('release.first')
      : info.diff.length === 0
        ? t('release.noChanges')
        : t('release.previous', { version: info.previousVersion });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">{intro}</Typography>
      {info.diff.map((kind) => (
        <Box key={kind.kind} component="section" aria-label={releaseKindLabel(t, kind.kind)}>
          <Typography variant="subtitle2" component="h3">
            {releaseKindLabel(t, kind.kind)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {kind.added.map((item) => (
              <li key={`added:${item.key}`}>
                {t('release.added')} {t('release.itemOf', { name: item.name, key: item.key })}
              </li>
            ))}
            {kind.removed.map((item) => (
              <li key={`removed:${item.key}`}>
                {t('release.removed')} {t('release.itemOf', { name: item.name, key: item.key })}
              </li>
            ))}
            {kind.changed.map((item) => (
              <li key={`changed:${item.key}`}>
                {t('release.changed')} {t('release.itemOf', { name: item.name, key: item.key })}
                {item.form && <FormChangeText change={item.form} />}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

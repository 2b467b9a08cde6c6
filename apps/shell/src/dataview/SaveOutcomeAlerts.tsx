import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { SaveOutcome } from './draft-save';

/** Fields named by their own label in the list of problems above the form. */
const LABELLED = [
  'viewCode',
  'viewName',
  'viewComment',
  'viewType',
  'viewStatus',
  'datasourceId',
  'sqlText',
  'idField',
  'parentLevelField',
  'statementTimeoutMs',
  'maxRows',
  'params',
  'columns',
];

/** The label of a field path the server named (`params[1].name` → "Parameters[2] …"). */
function useFieldLabel() {
  const { t } = useTranslation('shell');
  return (field: string) => {
    const list = /^(params|columns)\[(\d+)\]\.(\w+)$/.exec(field);
    if (list) {
      const [, group = '', index = '0', name = ''] = list;
      const part =
        group === 'params'
          ? { name: 'paramName', type: 'paramType', defaultValue: 'paramDefault' }[name]
          : { columnName: 'columnName', columnComment: 'columnLabel' }[name];
      return `${t(`dataview.${group}`)} ${Number(index) + 1}${part ? ` · ${t(`dataview.${part}`)}` : ''}`;
    }
    return LABELLED.includes(field) ? t(`dataview.${field}`) : field;
  };
}

/**
 * The last save's answer above the editor's fields: a refusal that names no field, the
 * problems the server named (each by its field's label; they also show under the fields), or
 * that the view was saved.
 */
export function SaveOutcomeAlerts({ outcome }: { outcome: SaveOutcome }) {
  const { t } = useTranslation('shell');
  const label = useFieldLabel();
  const listed = Object.entries(outcome.errors);
  return (
    <>
      {outcome.failure && <Alert severity="error">{outcome.failure}</Alert>}
      {listed.length > 0 && (
        <Alert severity="error">
          {t('app.serverErrors')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {listed.map(([name, message]) => (
              <li key={name}>
                {label(name)}: {message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {outcome.notice && <Alert severity="success">{outcome.notice}</Alert>}
    </>
  );
}

import { VIEW_LIMITS } from '@org/api-contract';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import type { ViewDetail } from '../api/dataview-api';
import { ColumnsEditor } from './ColumnsEditor';
import { DefinitionFields, TreeFields } from './DefinitionFields';
import { useDraftSave } from './draft-save';
import { LimitsFields } from './LimitsFields';
import { ParamsEditor } from './ParamsEditor';
import { SaveOutcomeAlerts } from './SaveOutcomeAlerts';
import { SqlEditor } from './SqlEditor';
import { withSqlParams } from './view-draft';

/**
 * The editor's form over a draft; `view` is the stored view it changes, if any. The save's
 * answer shows above the fields, the fields follow the order of the view's definition: what it
 * is, its SQL (and a tree's fields), parameters, columns, limits and publication.
 */
export function ViewEditorForm({
  app,
  view,
  onClose,
  onSaved,
}: {
  app: AppSummary;
  view: ViewDetail | null;
  onClose: () => void;
  onSaved: (view: ViewDetail) => void;
}) {
  const { t } = useTranslation('shell');
  const { draft, set, savedId, outcome, submit, saving } = useDraftSave(app, view, onSaved);
  const { errors } = outcome;
  const title =
    savedId === null ? t('dataview.new') : t('dataview.editTitle', { name: draft.viewName });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <SaveOutcomeAlerts outcome={outcome} />
        <DefinitionFields
          draft={draft}
          errors={errors}
          set={set}
          storedSourceId={view?.datasourceId}
          isNew={savedId === null}
        />
        <SqlEditor
          label={t('dataview.sqlText')}
          required
          value={draft.sqlText}
          onChange={(sqlText) => set('sqlText', sqlText)}
          error={errors.sqlText}
          helperText={t('dataview.sqlHelp')}
          maxLength={VIEW_LIMITS.sqlLength}
        />
        {draft.viewType === 'TREE' && <TreeFields draft={draft} errors={errors} set={set} />}
        <Divider />
        <ParamsEditor
          params={draft.params}
          errors={errors}
          onChange={(params) => set('params', params)}
          onFromSql={() => set('params', withSqlParams(draft.params, draft.sqlText))}
        />
        <Divider />
        <ColumnsEditor
          columns={draft.columns}
          errors={errors}
          onChange={(columns) => set('columns', columns)}
        />
        <Divider />
        <LimitsFields draft={draft} errors={errors} set={set} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {savedId === null ? t('app.cancel') : t('dataview.close')}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FORM_PERMISSIONS, type WorkflowContent } from '@org/api-contract';
import { type CallError, Spinner, fieldErrorsOf, useCan } from '@org/app-kit';
import { type FlowGraph, checkFlow } from '@org/flow-model';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type ArtefactRecord, useUpdateArtefactMutation } from '../api/artefacts-api';
import { RoutedArtefact } from '../common/RoutedArtefact';
import { usePublishFlowDraftMutation } from '../api/flowdesign-api';
import { useLeaveGuard } from '../tabs/leave-guards';
import { viewKeyOf } from '../tabs/views';
import { useViews } from '../tabs/ViewsProvider';
import { bpmnProblemText, downloadBpmn, readBpmnFile } from './bpmn-files';
import { FlowDesignToolbar, type Outcome, OutcomeAlert } from './FlowDesignToolbar';
import { FlowEditor } from './FlowEditor';
import { useFlowChoices } from './flow-choices';
import { useFlowFormFields } from './flow-form-fields';
import { FlowVersionsDialog } from './FlowVersionsDialog';

const EMPTY_GRAPH: FlowGraph = { nodes: [], edges: [] };

/** The server's field errors as lines (`field: message`). */
const detailsOf = (error: unknown) =>
  Object.entries(fieldErrorsOf(error as CallError)).map(
    ([field, message]) => `${field}: ${message}`,
  );

function FlowDesigner({ flow }: { flow: ArtefactRecord }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { label } = useViews();
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const content = flow.content as Partial<WorkflowContent>;
  const [saved, setSaved] = useState<FlowGraph>(() => content.graph ?? EMPTY_GRAPH);
  const [draft, setDraft] = useState(saved);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [showVersions, setShowVersions] = useState(false);
  const form = useFlowFormFields(content.formId);
  const choices = useFlowChoices(draft);
  const [update, updating] = useUpdateArtefactMutation();
  const [publish, publishing] = usePublishFlowDraftMutation();
  const dirty = draft !== saved;
  const key = viewKeyOf(pathname);
  useLeaveGuard(key, dirty ? t('flowDesign.leaveQuestion', { name: flow.artefactName }) : null);
  useEffect(() => {
    label(key, t('flowDesign.title', { name: flow.artefactName }));
  }, [label, key, flow.artefactName, t]);
  const errors = useMemo(
    () => checkFlow(draft, { fields: form.fields }).filter((issue) => issue.severity === 'error'),
    [draft, form.fields],
  );

  const save = async (): Promise<boolean> => {
    const sent = draft;
    try {
      await update({ id: flow.id, content: { formId: content.formId, graph: sent } }).unwrap();
      setSaved(sent);
      setOutcome({ severity: 'success', text: t('flowDesign.saved') });
      return true;
    } catch (error) {
      const { message } = error as CallError;
      setOutcome({
        severity: 'error',
        text: t('flowDesign.saveFailed', { message }),
        title: t('flowDesign.serverErrors'),
        details: detailsOf(error),
      });
      return false;
    }
  };

  const publishDraft = async () => {
    if (errors.length > 0) {
      setOutcome({
        severity: 'warning',
        text: t('flowDesign.publishRefused', { count: errors.length }),
      });
      return;
    }
    if (dirty && !(await save())) return;
    try {
      const version = await publish(flow.id).unwrap();
      setOutcome({
        severity: 'success',
        text: t('flowDesign.published', { version: version.version }),
      });
    } catch (error) {
      const { message } = error as CallError;
      setOutcome({
        severity: 'error',
        text: t('flowDesign.publishFailed', { message }),
        title: t('flowDesign.serverErrors'),
        details: detailsOf(error),
      });
    }
  };

  const exportFile = async () => {
    try {
      await downloadBpmn({
        id: flow.artefactCode,
        name: flow.artefactName,
        graph: draft,
        ...(form.form ? { formCode: form.form.formCode } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setOutcome({ severity: 'error', text: t('flowDesign.exportFailed', { message }) });
    }
  };

  const importFile = async (file: File) => {
    const read = await readBpmnFile(file);
    const problems = read.problems.map((problem) => bpmnProblemText(problem, t));
    if (read.graph.nodes.length === 0) {
      setOutcome({
        severity: 'error',
        text: t('flowDesign.importFailed'),
        title: t('flowDesign.importProblems'),
        details: problems,
      });
      return;
    }
    const formCode = form.form?.formCode;
    const otherForm =
      read.formCode !== undefined && formCode !== undefined && read.formCode !== formCode;
    const details = [
      ...(otherForm ? [t('flowDesign.importOtherForm', { code: read.formCode })] : []),
      ...problems,
    ];
    setDraft(read.graph);
    setOutcome({
      severity: details.length > 0 ? 'warning' : 'success',
      text: t('flowDesign.imported', { name: read.name || file.name }),
      title: t('flowDesign.importProblems'),
      details,
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {t('flowDesign.title', { name: flow.artefactName })}
          </Typography>
          <Typography color="text.secondary">
            <Link to={`/app/${flow.appId}/Workflow`}>{flow.appName}</Link> ·{' '}
            <span translate="no">{flow.artefactCode}</span>
            {form.form && <> · {t('flowDesign.formOf', { name: form.form.formName })}</>}
          </Typography>
        </Box>
        <FlowDesignToolbar
          canEdit={canEdit}
          dirty={dirty}
          saving={updating.isLoading}
          publishing={publishing.isLoading}
          checking={form.isLoading}
          onSave={() => void save()}
          onPublish={() => void publishDraft()}
          onVersions={() => setShowVersions(true)}
          onExport={() => void exportFile()}
          onImport={(file) => void importFile(file)}
        />
      </Box>
      {!canEdit && (
        <Alert severity="info">{t('flowDesign.readOnly', { code: FORM_PERMISSIONS.edit })}</Alert>
      )}
      {form.latest && !form.error && <Alert severity="info">{t('flowDesign.formLatest')}</Alert>}
      {form.error && (
        <Alert severity="warning">
          {t('flowDesign.formMissing', { message: form.error.message })}
        </Alert>
      )}
      {outcome && <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
      {form.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <Spinner />
        </Box>
      ) : (
        <FlowEditor
          graph={draft}
          onChange={setDraft}
          fields={form.fields}
          choices={choices}
          readOnly={!canEdit}
          height="calc(100vh - 280px)"
        />
      )}
      {showVersions && (
        <FlowVersionsDialog
          flowId={flow.id}
          flowName={flow.artefactName}
          canEdit={canEdit}
          onClose={() => setShowVersions(false)}
        />
      )}
    </Box>
  );
}

/**
 * flowDesign/{flowId}: a WORKFLOW's graph in the flow designer, over the fields of its form
 * (the designer waits for them: its checks and words depend on them); the draft is saved as the artefact's content, published as a version (refused while the
 * checks find errors), exported and imported as BPMN 2.0; the versions can be withdrawn.
 */
export function FlowDesignPage() {
  const { t } = useTranslation('shell');
  return (
    <RoutedArtefact param="flowId" kind="WORKFLOW" notFound={t('flowDesign.notFlow')}>
      {(flow) => <FlowDesigner flow={flow} />}
    </RoutedArtefact>
  );
}

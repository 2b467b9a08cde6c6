import type { GridColDef } from '@mui/x-data-grid';
import {
  RowButton,
  RowLink,
  useDateTimeColumn,
  useNamedText,
  useRowActionsColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormPage } from '../api/shell-api';
import { designPath } from '../common/paths';
import { dateTime } from '../common/format';
import { fillPath } from '../formcontainer/paths';

export type FormRow = FormPage['list'][number];

/** What a list of forms offers per form; each callback must be stable. */
export interface FormRowActions {
  /** Offer "Design" (and "Fill in" for a published form). */
  design?: boolean;
  /** Offer "Submissions": opens the form's submissions. */
  onSubmissions?: ((form: FormRow) => void) | undefined;
  /** Offer "Publish…" beside the published version. */
  onPublish?: ((form: FormRow) => void) | undefined;
  /** Offer "Save as template". */
  onSaveAsTemplate?: ((form: FormRow) => void) | undefined;
}

/** Forms have no enabled state the list toggles (the row actions ask every list for one). */
const noStatus = () => true;
const formName = (form: FormRow) => form.formName;

/**
 * The columns of an application's forms: code, name, latest version, the published version
 * (with "Publish…"), status, last change, and the actions offered.
 */
export function useFormColumns({
  design = false,
  onSubmissions,
  onPublish,
  onSaveAsTemplate,
}: FormRowActions): GridColDef<FormRow>[] {
  const { t } = useTranslation('shell');
  const status = useStatusColumn<FormRow>(t('app.status'));
  const updatedAt = useDateTimeColumn<FormRow>('updatedAt', t('area.updatedAt'), dateTime);
  const publishedText = useNamedText('versions.published', 'shell', 'version');
  const publishOf = useNamedText('versions.publishForm', 'shell');
  const columns = useMemo<GridColDef<FormRow>[]>(() => {
    const unpublished = t('versions.unpublished');
    const publish = t('versions.publish');
    return [
      { field: 'formCode', headerName: t('area.formCode'), flex: 1, minWidth: 120 },
      { field: 'formName', headerName: t('area.formName'), flex: 1, minWidth: 140 },
      { field: 'version', headerName: t('area.version'), width: 80, type: 'number' },
      {
        field: 'publishedVersion',
        headerName: t('versions.column'),
        width: onPublish ? 190 : 140,
        sortable: false,
        renderCell: ({ row }) => (
          <div className="row-actions">
            <span>
              {row.publishedVersion === null ? unpublished : publishedText(row.publishedVersion)}
            </span>
            {onPublish && (
              <RowButton onClick={() => onPublish(row)} aria-label={publishOf(row.formName)}>
                {publish}
              </RowButton>
            )}
          </div>
        ),
      },
      status,
      updatedAt,
    ];
  }, [t, status, updatedAt, publishedText, publishOf, onPublish]);

  const designOf = useNamedText('design.designForm', 'shell');
  const fillOf = useNamedText('fc.fillForm', 'shell');
  const submissionsOf = useNamedText('subs.actionLabel', 'shell');
  const templateOf = useNamedText('tpl.saveAsOf', 'shell');
  const texts = useMemo(
    () => ({
      design: t('design.design'),
      fill: t('fc.fill'),
      submissions: t('subs.action'),
      template: t('tpl.saveAs'),
    }),
    [t],
  );
  const actions = useCallback(
    (form: FormRow) => (
      <>
        {design && (
          <RowLink to={designPath(form.id)} aria-label={designOf(form.formName)}>
            {texts.design}
          </RowLink>
        )}
        {design && form.publishedVersion !== null && (
          <RowLink to={fillPath(form.id)} aria-label={fillOf(form.formName)}>
            {texts.fill}
          </RowLink>
        )}
        {onSubmissions && (
          <RowButton onClick={() => onSubmissions(form)} aria-label={submissionsOf(form.formName)}>
            {texts.submissions}
          </RowButton>
        )}
        {onSaveAsTemplate && (
          <RowButton onClick={() => onSaveAsTemplate(form)} aria-label={templateOf(form.formName)}>
            {texts.template}
          </RowButton>
        )}
      </>
    ),
    [design, onSubmissions, onSaveAsTemplate, designOf, fillOf, submissionsOf, templateOf, texts],
  );
  const offered = design || onSubmissions !== undefined || onSaveAsTemplate !== undefined;
  return useRowActionsColumn(columns, {
    rowLabel: formName,
    isEnabled: noStatus,
    extra: offered ? actions : undefined,
    extraWidth: (design ? 112 : 0) + (onSubmissions ? 56 : 0) + (onSaveAsTemplate ? 100 : 0),
  });
}

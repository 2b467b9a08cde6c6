import { type CallError } from '@org/app-kit';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import { type ViewDetail, useCreateViewMutation, useUpdateViewMutation } from '../api/dataview-api';
import {
  type ViewDraft,
  bodyOf,
  draftColumnProblems,
  draftOf,
  emptyDraft,
  fieldProblems,
} from './view-draft';

/** Changes one field of the draft. */
export type SetDraft = <K extends keyof ViewDraft>(name: K, value: ViewDraft[K]) => void;

/** What the last save answered: the server's problems by field, any other refusal, or success. */
export interface SaveOutcome {
  errors: Record<string, string>;
  failure: string | null;
  notice: string | null;
}

/**
 * The editor's draft of a view (`view` is the stored one it changes, if any) and its save: the
 * first save creates the view, later ones change it. A save takes the server's answer as the
 * new draft, since the trial run fills in the columns the SQL reads.
 */
export function useDraftSave(
  app: AppSummary,
  view: ViewDetail | null,
  onSaved: (view: ViewDetail) => void,
) {
  const { t } = useTranslation('shell');
  const [draft, setDraft] = useState<ViewDraft>(() => (view ? draftOf(view) : emptyDraft()));
  const [savedId, setSavedId] = useState<number | null>(view?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [create, creating] = useCreateViewMutation();
  const [update, updating] = useUpdateViewMutation();

  const set = useCallback<SetDraft>(
    (name, value) => setDraft((current) => ({ ...current, [name]: value })),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft, app.appCode);
    try {
      const saved =
        savedId === null
          ? await create(body).unwrap()
          : await update({ ...body, id: savedId }).unwrap();
      const hadColumns = draft.columns.length > 0;
      setDraft(draftOf(saved));
      setSavedId(saved.id);
      setErrors({});
      setFailure(null);
      setNotice(
        !hadColumns && saved.columns.length > 0 ? t('dataview.savedColumns') : t('dataview.saved'),
      );
      onSaved(saved);
    } catch (error) {
      const problems = draftColumnProblems(fieldProblems(error as CallError), draft);
      setErrors(problems);
      setNotice(null);
      setFailure(Object.keys(problems).length === 0 ? (error as CallError).message : null);
    }
  };

  const outcome: SaveOutcome = { errors, failure, notice };
  return {
    draft,
    set,
    savedId,
    outcome,
    submit,
    saving: creating.isLoading || updating.isLoading,
  };
}

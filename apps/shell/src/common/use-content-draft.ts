import { type CallError, fieldErrorsOf } from '@org/app-kit';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type ArtefactRecord, useUpdateArtefactMutation } from '../api/artefacts-api';
import { useLeaveGuard } from '../tabs/leave-guards';
import { viewKeyOf } from '../tabs/views';
import { useViews } from '../tabs/ViewsProvider';

/** What a page editing an artefact's content says: its tab's title, the leave question, saved. */
export interface ContentDraftTexts {
  title: string;
  leaveQuestion: string;
  saved: string;
}

/**
 * The content of an artefact edited on a page of its own (the page designer, a dashboard): the
 * draft and whether it differs from what is saved (then closing or refreshing the tab asks
 * `leaveQuestion`), the tab titled `title`, and `save`, which keeps the draft on the server and
 * answers whether it did; a refusal's field errors (by the server's paths, `body.content.…`)
 * and message stay until the next save, the notice `saved` until the next change.
 */
export function useContentDraft<C>(artefact: ArtefactRecord, texts: ContentDraftTexts) {
  const { pathname } = useLocation();
  const { label } = useViews();
  const [saved, setSaved] = useState(artefact.content as C);
  const [content, setContent] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [update, updating] = useUpdateArtefactMutation();
  const dirty = content !== saved;
  const key = viewKeyOf(pathname);
  useLeaveGuard(key, dirty ? texts.leaveQuestion : null);
  useEffect(() => {
    label(key, texts.title);
  }, [label, key, texts.title]);

  const change = useCallback((next: C) => {
    setContent(next);
    setNotice(null);
  }, []);
  const save = async (): Promise<boolean> => {
    setFailure(null);
    try {
      const result = await update({
        id: artefact.id,
        content: content as Record<string, unknown>,
      }).unwrap();
      const next = result.content as C;
      setSaved(next);
      setContent(next);
      setErrors({});
      setNotice(texts.saved);
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error as CallError));
      setFailure((error as CallError).message);
      return false;
    }
  };
  return { content, change, dirty, errors, failure, notice, saving: updating.isLoading, save };
}

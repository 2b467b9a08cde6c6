/** The container's own path: without a form it lists the user's to-dos. */
export const CONTAINER_PATH = '/FormContainer';

/** Fill in the published version of a form. */
export const fillPath = (formId: number) => `${CONTAINER_PATH}?formId=${formId}`;

/** One submission: a draft of one's own opens to be finished, any other read-only. */
export const submissionPath = (id: number) => `${CONTAINER_PATH}?submissionId=${id}`;

/** What the container shows for its query string. */
export type ContainerTarget =
  | { kind: 'todos' }
  | { kind: 'form'; query: { id: number } | { appCode: string; formCode: string } }
  | { kind: 'submission'; id: number }
  /** A query that names something, but not enough of it or not as a number. */
  | { kind: 'bad' };

function positiveId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Reads `?formId=`, `?appCode=&formCode=` or `?submissionId=`. */
export function containerTarget(search: string): ContainerTarget {
  const params = new URLSearchParams(search);
  const submission = params.get('submissionId');
  if (submission !== null) {
    const id = positiveId(submission);
    return id === null ? { kind: 'bad' } : { kind: 'submission', id };
  }
  const formId = params.get('formId');
  if (formId !== null) {
    const id = positiveId(formId);
    return id === null ? { kind: 'bad' } : { kind: 'form', query: { id } };
  }
  const appCode = params.get('appCode')?.trim() ?? '';
  const formCode = params.get('formCode')?.trim() ?? '';
  if (appCode && formCode) return { kind: 'form', query: { appCode, formCode } };
  if (appCode || formCode) return { kind: 'bad' };
  return { kind: 'todos' };
}

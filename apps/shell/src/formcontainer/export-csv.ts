import { SUBMISSION_EXPORT_PATH, type SubmissionExportBody } from '@org/api-contract';

/** The file name a `content-disposition` answer names, else `fallback`. */
function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads the submissions an export body selects (its `ids`, or those its filters find) as
 * CSV, with the fields it names. The export answers a file (not an envelope), so it is fetched
 * with the token header and handed to the browser as a blob. A refusal comes as an envelope
 * and is thrown with its message.
 */
export async function downloadSubmissionsCsv(
  body: SubmissionExportBody,
  token: string | null | undefined,
  fallbackName: string,
): Promise<void> {
  const response = await fetch(SUBMISSION_EXPORT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Token': token } : {}) },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const answer = (await response.json()) as { message?: string };
    throw new Error(answer.message || `HTTP ${response.status}`);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed once it returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * What a form's runtime is made from: its definition, and the host's props and services, which
 * every part reads afresh at each use, so a host re-render never needs a new runtime.
 */
import type { FormDefinition, FormModel } from '@org/form-schema';
import type { RendererServices, Translate } from '../contract';
import type { LookupEndpoints } from '../remote/lookup-service';
import type { ScriptMode } from '../scripts/script-mode';
import type { UploadSettings } from '../services/upload-file';

/** What the host gives through props; read afresh at every use. */
export interface RuntimeHost {
  remote: Readonly<Record<string, unknown>>;
  remoteOption: Readonly<Record<string, unknown>>;
  getToken?: () => string | null | undefined;
  onChange?: (field: string, value: unknown, model: FormModel) => void;
  onFieldChange?: Readonly<
    Record<string, ((value: unknown, model: FormModel) => void) | undefined>
  >;
  lookup: LookupEndpoints;
  upload: UploadSettings;
  fetch?: typeof fetch;
}

export interface RuntimeOptions {
  definition: FormDefinition;
  /** Data merged over the definition's defaults at load (and at refresh). */
  value: () => FormModel | undefined;
  /** Whether scripts from the definition run, and where (off, trusted with `true`, `sandbox`). */
  scripts: ScriptMode;
  host: () => RuntimeHost;
  notify: RendererServices['notify'];
  t: () => Translate;
}

/** The text of a thrown value, for a notice (scripts and remote choices report failures). */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : String(error);
}

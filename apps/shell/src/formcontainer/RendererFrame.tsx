import type { FormDefinition } from '@org/form-schema';
import { getToken, useHttp } from '@org/app-kit';
import { FormRenderer, type FormRendererHandle } from '@org/form-renderer';
import type { FormModel } from '@org/form-schema';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormUploader, createUploadTokenGetter, lookupThrough } from './uploads';

export interface RendererFrameProps {
  /** The definition of the version shown (stable: a new object rebuilds the form). */
  definition: FormDefinition;
  /** The application the form belongs to: uploaded files are recorded as its files. */
  appCode: string;
  /** Data to start from (a draft's, or a submission's when read-only). */
  value?: FormModel;
  /** False shows every field read-only. */
  edit?: boolean;
  /** The renderer's runtime API (`getData`, `setErrors`, …). */
  handle?: Ref<FormRendererHandle>;
  /** After each change by the user. */
  onChange?: () => void;
}

const sessionToken = () => getToken() ?? null;

/**
 * The form renderer as the shell runs it: in the shell's language, its uploads through the
 * platform's storage (with progress, as the application's files), its dictionary and
 * data-view options through the app's client. Definitions' scripts stay off: forms are
 * written by application designers, not by the platform's owners.
 */
export default function RendererFrame({
  definition,
  appCode,
  value,
  edit = true,
  handle,
  onChange,
}: RendererFrameProps) {
  const { i18n } = useTranslation('shell');
  const http = useHttp();
  const services = useMemo(
    () => ({
      uploadFile: createFormUploader(http, appCode, sessionToken),
      // Read-only forms upload nothing: no token is asked for.
      getUploadToken: edit ? createUploadTokenGetter(http, appCode) : async () => null,
    }),
    [http, appCode, edit],
  );
  const lookup = useMemo(() => lookupThrough(http), [http]);
  return (
    <FormRenderer
      ref={handle}
      definition={definition}
      value={value}
      edit={edit}
      locale={i18n.language === 'en-US' ? 'en-US' : 'zh-CN'}
      getToken={sessionToken}
      lookup={lookup}
      services={services}
      onChange={onChange}
    />
  );
}

import type { FormDefinition } from '@org/form-schema';
import { Spinner, getToken, useHttp } from '@org/app-kit';
import { FormRenderer, type FormRendererHandle } from '@org/form-renderer';
import type { FormModel } from '@org/form-schema';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormScriptsHost } from '../common/form-scripts-host';
import { createFormUploader, createUploadTokenGetter, lookupThrough } from './uploads';

export interface RendererFrameProps {
  /** The definition of the version shown (stable: a new object rebuilds the form). */
  definition: FormDefinition;
  /** The application the form belongs to: uploaded files are recorded as its files. */
  appCode: string;
  /**
   * The application's id: the form's scripts run in the sandbox unless the application
   * switched them off, with its remote functions and option lists. Without it scripts stay off.
   */
  appId?: number;
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
 * data-view options through the app's client. Forms are written by application designers,
 * not by the platform's owners: their scripts run only in the renderer's sandbox, and only for
 * a form whose application is named and lets them (decision 0028); its remote functions run on
 * the server.
 */
export default function RendererFrame({
  definition,
  appCode,
  appId,
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
  const host = useFormScriptsHost(appId);
  if (!host.ready) return <Spinner size={28} />;
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
      scripts={host.scripts}
      remote={host.remote}
      remoteOption={host.remoteOption}
    />
  );
}

import type { FormDefinition } from '@org/form-schema';
import { getToken, useHttp } from '@org/app-kit';
import { FormRenderer } from '@org/form-renderer';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupThrough } from '../formcontainer/uploads';

const sessionToken = () => getToken() ?? null;

/**
 * A template's definition rendered read-only (loaded lazily: the renderer stays out of the
 * shell's main chunk), its dictionary and data-view options looked up as a filled-in form's
 * are. Scripts stay off: a template is shown, not run.
 */
export default function TemplatePreview({ definition }: { definition: FormDefinition }) {
  const { i18n } = useTranslation('shell');
  const http = useHttp();
  const lookup = useMemo(() => lookupThrough(http), [http]);
  return (
    <FormRenderer
      definition={definition}
      edit={false}
      locale={i18n.language === 'en-US' ? 'en-US' : 'zh-CN'}
      getToken={sessionToken}
      lookup={lookup}
    />
  );
}

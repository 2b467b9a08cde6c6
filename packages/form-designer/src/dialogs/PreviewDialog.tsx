import { FormRenderer, FormValidationError, type FormRendererHandle } from '@org/form-renderer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useRef, useState } from 'react';
import { useDesignerWidgets } from '../designer/custom-widgets';
import { useDesignerTranslation } from '../i18n';
import { useDesignerServices } from '../services/context';
import { useDesignerSelector } from '../store/hooks';
import { ModalShell } from './ModalShell';
import { useDesignerLocale } from './use-designer-locale';

export interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
}

const PLATFORM_WIDTH = { pc: 1000, pad: 800, mobile: 420 } as const;

type Outcome =
  { kind: 'data'; json: string } | { kind: 'invalid'; message: string; items: string[] };

/**
 * The form as users will see it: the real renderer on the designer's platform, with get data
 * (validated, shown as JSON), reset, and edit switched off and on. Dictionary and data-view
 * options are looked up through the host's services (`lookup`, `getToken`), and scripts and
 * remote functions and option lists run as the host's `preview` says, as in a filled-in form.
 */
export function PreviewDialog({ open, onClose }: PreviewDialogProps) {
  const { t } = useDesignerTranslation('dialogs');
  const definition = useDesignerSelector((state) => state.designer.definition);
  const platform = useDesignerSelector((state) => state.designer.platform);
  const services = useDesignerServices();
  const locale = useDesignerLocale();
  const widgets = useDesignerWidgets();
  const form = useRef<FormRendererHandle>(null);
  const [edit, setEdit] = useState(true);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const rendererServices = useMemo(
    () => ({
      notify: services.notify,
      getUploadToken: () => services.getUploadToken(),
    }),
    [services],
  );

  const getData = async () => {
    try {
      const data = await form.current?.getData();
      setOutcome({ kind: 'data', json: JSON.stringify(data ?? {}, null, 2) });
    } catch (error) {
      if (error instanceof FormValidationError) {
        setOutcome({
          kind: 'invalid',
          message: error.message,
          // Each failure names its field by label, its message in the preview's language.
          items: error.errors.map(({ label, message }) => t('preview.failure', { label, message })),
        });
      } else {
        setOutcome({ kind: 'invalid', message: String(error), items: [] });
      }
    }
  };

  const close = () => {
    setOutcome(null);
    setEdit(true);
    onClose();
  };

  return (
    <ModalShell
      open={open}
      title={t('preview.title')}
      width={PLATFORM_WIDTH[platform] + 48}
      onClose={close}
      cancelLabel={t('close')}
      actions={
        <>
          <Button variant="contained" onClick={getData}>
            {t('preview.getData')}
          </Button>
          <Button
            onClick={() => {
              form.current?.reset();
              setOutcome(null);
            }}
          >
            {t('preview.reset')}
          </Button>
          <Button onClick={() => setEdit((value) => !value)} aria-pressed={!edit}>
            {edit ? t('preview.disableEdit') : t('preview.enableEdit')}
          </Button>
        </>
      }
    >
      <Box data-platform={platform} sx={{ maxWidth: PLATFORM_WIDTH[platform], mx: 'auto' }}>
        {open && (
          <FormRenderer
            ref={form}
            definition={definition}
            platform={platform}
            edit={edit}
            locale={locale}
            services={rendererServices}
            widgets={widgets}
            getToken={services.getToken}
            lookup={services.lookup}
            scripts={services.preview?.scripts}
            remote={services.preview?.remote}
            remoteOption={services.preview?.remoteOption}
          />
        )}
      </Box>
      {outcome?.kind === 'data' && (
        <Box component="section" aria-label={t('preview.data')} sx={{ mt: 2 }}>
          <Box
            component="pre"
            tabIndex={0}
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: 'grey.100',
              borderRadius: 1,
              overflow: 'auto',
              maxHeight: 240,
            }}
          >
            {outcome.json}
          </Box>
        </Box>
      )}
      {outcome?.kind === 'invalid' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {outcome.message}
          {outcome.items.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {outcome.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </ModalShell>
  );
}

import { Box, Button, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { RichTextDialog } from '../../designer/lazy-dialogs';
import { useDesignerTranslation } from '../../i18n';

export interface RichTextDefaultProps {
  value: string;
  onChange: (html: string) => void;
}

/** The rich-text editor's default content, edited in the rich text dialog. */
export function RichTextDefault({ value, onChange }: RichTextDefaultProps) {
  const { t } = useDesignerTranslation('panels');
  const [open, setOpen] = useState(false);
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" noWrap title={text}>
        {text || t('defaults.none')}
      </Typography>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('defaults.editRichText')}
      </Button>
      <Suspense fallback={null}>
        {open && (
          <RichTextDialog
            open={open}
            value={value}
            onConfirm={onChange}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </Box>
  );
}

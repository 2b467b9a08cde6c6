import { Box } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { TextProperty } from '../controls/TextProperty';

export interface ColorDefaultEditorProps {
  value: string;
  /** `field` is set while typing (one undo step per field); picks are steps of their own. */
  onChange: (value: string, field?: string) => void;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour default: typed (any CSS colour, empty for none) or picked. */
export function ColorDefaultEditor({ value, onChange }: ColorDefaultEditorProps) {
  const { t } = useDesignerTranslation('panels');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextProperty
        label={t('defaults.value')}
        value={value}
        onChange={(text) => onChange(text, 'defaultValue')}
      />
      <Box
        component="input"
        type="color"
        aria-label={t('defaults.pickColor')}
        value={HEX.test(value) ? value : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{ width: 40, height: 36, p: 0, border: 0, flex: 'none', cursor: 'pointer' }}
      />
    </Box>
  );
}

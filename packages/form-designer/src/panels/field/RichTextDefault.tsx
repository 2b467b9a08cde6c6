import { TextProperty } from '../controls/TextProperty';
import { useDesignerTranslation } from '../../i18n';

export interface RichTextDefaultProps {
  value: string;
  onChange: (html: string) => void;
}

/** The rich-text editor's default content (HTML). */
export function RichTextDefault({ value, onChange }: RichTextDefaultProps) {
  const { t } = useDesignerTranslation('panels');
  return <TextProperty label={t('defaults.value')} value={value} multiline onChange={onChange} />;
}

import { useDesignerTranslation } from '../../i18n';
import { CodeEditButton } from '../controls/CodeEditButton';
import { TextProperty } from '../controls/TextProperty';

export interface TemplatePropertyProps {
  label: string;
  value: string;
  /** Typing in place (squashed into one undo step). */
  onChange: (value: string) => void;
  /** A value confirmed in the code editor (an undo step of its own). */
  onReplace: (value: string) => void;
}

/**
 * HTML (a custom component's template, an HTML widget's content): typed in place or edited in
 * the HTML code editor.
 */
export function TemplateProperty(props: TemplatePropertyProps) {
  const { t } = useDesignerTranslation('panels');
  return (
    <>
      <TextProperty label={props.label} value={props.value} onChange={props.onChange} multiline />
      <CodeEditButton
        label={`${t('editCode')} ${props.label}`}
        mode="html"
        value={props.value}
        title={props.label}
        onConfirm={props.onReplace}
      />
    </>
  );
}

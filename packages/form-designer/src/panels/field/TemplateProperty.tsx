import { TextProperty } from '../controls/TextProperty';

export interface TemplatePropertyProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A custom component's HTML template. */
export function TemplateProperty(props: TemplatePropertyProps) {
  return (
    <TextProperty label={props.label} value={props.value} onChange={props.onChange} multiline />
  );
}

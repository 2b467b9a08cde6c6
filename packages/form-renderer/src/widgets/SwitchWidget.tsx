import type { SwitchWidget as SwitchWidgetModel } from '@org/form-schema';
import Switch from '@mui/material/Switch';
import type { WidgetComponentProps } from '../contract';
import { controlLook, errorAttributes } from './shared';

/** An on/off switch; the value is a boolean. */
export function SwitchWidget(props: WidgetComponentProps<SwitchWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, size } = props;
  const { style, className } = controlLook({ customClass: widget.options.customClass });

  return (
    <Switch
      id={id}
      checked={value === true}
      onChange={(event) => onChange(event.target.checked)}
      disabled={disabled}
      size={size}
      className={className}
      style={style}
      slotProps={{ input: { role: 'switch', 'aria-label': label, ...errorAttributes(props) } }}
    />
  );
}

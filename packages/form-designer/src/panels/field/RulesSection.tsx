import type { Widget } from '@org/form-schema';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerDispatch } from '../../store/hooks';
import { propertyActions } from '../../store/property-edits';
import { ChoiceProperty } from '../controls/ChoiceProperty';
import { SwitchProperty } from '../controls/SwitchProperty';
import { TextProperty } from '../controls/TextProperty';
import { useOptionEdit } from '../use-property-edit';
import { PatternProperty } from './PatternProperty';

/** The data types the panel offers (spec §5: boolean is accepted but not offered). */
const PANEL_DATA_TYPES = ['string', 'number', 'integer', 'float', 'url', 'email', 'hex'];

interface RuleOptions {
  required?: boolean;
  requiredMessage?: string;
  dataType?: string;
  dataTypeCheck?: boolean;
  dataTypeMessage?: string;
  pattern?: string;
  patternCheck?: boolean;
  patternMessage?: string;
}

/**
 * Required with its message; for inputs the data type and pattern checks with theirs. The
 * store rebuilds the widget's rules from these options (form-schema `buildRules`).
 */
export function RulesSection({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('panels');
  const dispatch = useDesignerDispatch();
  const edit = useOptionEdit(widget.key);
  const options = widget.options as RuleOptions;
  const text = (name: keyof RuleOptions) => (
    <TextProperty
      label={t(`rules.${name}`)}
      value={String(options[name] ?? '')}
      onChange={(value) => edit({ [name]: value }, name)}
    />
  );
  const flag = (name: keyof RuleOptions) => (
    <SwitchProperty
      label={t(`rules.${name}`)}
      checked={Boolean(options[name])}
      onChange={(value) => edit({ [name]: value })}
    />
  );
  return (
    <>
      {flag('required')}
      {options.required && text('requiredMessage')}
      {widget.type === 'input' && (
        <>
          {flag('dataTypeCheck')}
          {options.dataTypeCheck && (
            <>
              <ChoiceProperty
                label={t('rules.dataType')}
                value={options.dataType ?? ''}
                choices={[
                  { value: '', label: t('choice.none') },
                  ...PANEL_DATA_TYPES.map((value) => ({ value, label: t(`rules.${value}`) })),
                ]}
                onChange={(value) => edit({ dataType: value })}
              />
              {text('dataTypeMessage')}
            </>
          )}
          {flag('patternCheck')}
          {options.patternCheck && (
            <>
              <PatternProperty
                value={options.pattern ?? ''}
                onChange={(pattern) => edit({ pattern }, 'pattern')}
              />
              {text('patternMessage')}
            </>
          )}
        </>
      )}
      <SwitchProperty
        label={t('option.novalid')}
        checked={Boolean(widget.novalid)}
        onChange={(novalid) =>
          dispatch(propertyActions.novalidChanged({ key: widget.key, novalid }))
        }
      />
    </>
  );
}

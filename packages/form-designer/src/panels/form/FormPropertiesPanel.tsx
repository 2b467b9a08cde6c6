import { CONFIG_LIMITS } from '@org/form-schema';
import { Box } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { ChoiceProperty } from '../controls/ChoiceProperty';
import { NumberProperty } from '../controls/NumberProperty';
import { SliderProperty } from '../controls/SliderProperty';
import { SwitchProperty } from '../controls/SwitchProperty';
import { TextProperty } from '../controls/TextProperty';
import { PanelSection } from '../field/PanelSection';
import { useConfigEdit, useFormConfig } from '../use-property-edit';
import { FormScriptsSection } from './FormScriptsSection';
import { StyleSheetField } from './StyleSheetField';

const SIZES = { element: ['medium', 'small', 'mini'], antd: ['large', 'default', 'small'] };

/**
 * The form settings: UI kit, width, label position and width (antd: layout and label
 * columns, kept consistent by form-schema), size, style sheet, custom class, data sources
 * and event scripts.
 */
export function FormPropertiesPanel() {
  const { t } = useDesignerTranslation('panels');
  const config = useFormConfig();
  const edit = useConfigEdit();
  const antd = config.ui === 'antd';
  const choices = (values: readonly string[], prefix = 'form') =>
    values.map((value) => ({
      value,
      label: t(value === 'default' ? 'choice.default' : `${prefix}.${value}`),
    }));
  const sizes = SIZES[antd ? 'antd' : 'element'];

  return (
    <Box role="form" aria-label={t('tabs.form')} sx={{ p: 1.5 }}>
      <PanelSection title={t('section.layout')}>
        <ChoiceProperty
          label={t('form.ui')}
          value={config.ui}
          choices={choices(['element', 'antd'])}
          onChange={(ui) => edit({ ui: ui as typeof config.ui })}
        />
        <TextProperty
          label={t('form.width')}
          value={config.width}
          onChange={(width) => edit({ width }, 'width')}
        />
        {antd && (
          <ChoiceProperty
            label={t('form.layout')}
            value={config.layout}
            choices={choices(['horizontal', 'vertical', 'inline'])}
            onChange={(layout) => edit({ layout: layout as typeof config.layout })}
          />
        )}
        <ChoiceProperty
          label={t('form.labelPosition')}
          value={config.labelPosition}
          choices={[
            { value: 'left', label: t('choice.left') },
            { value: 'right', label: t('choice.right') },
            { value: 'top', label: t('choice.top') },
          ]}
          onChange={(position) => edit({ labelPosition: position as typeof config.labelPosition })}
        />
        {antd ? (
          <SliderProperty
            label={t('form.labelCol')}
            value={config.labelCol}
            limit={CONFIG_LIMITS.labelCol}
            onChange={(labelCol) => edit({ labelCol }, 'labelCol')}
          />
        ) : (
          <NumberProperty
            label={t('form.labelWidth')}
            value={config.labelWidth}
            limit={CONFIG_LIMITS.labelWidth}
            onChange={(labelWidth) => labelWidth !== null && edit({ labelWidth }, 'labelWidth')}
          />
        )}
        <ChoiceProperty
          label={t('form.size')}
          value={config.size}
          choices={choices(sizes.includes(config.size) ? sizes : [config.size, ...sizes])}
          onChange={(size) => edit({ size: size as typeof config.size })}
        />
        <SwitchProperty
          label={t('form.hideLabel')}
          checked={config.hideLabel}
          onChange={(hideLabel) => edit({ hideLabel })}
        />
        <SwitchProperty
          label={t('form.hideErrorMessage')}
          checked={config.hideErrorMessage}
          onChange={(hideErrorMessage) => edit({ hideErrorMessage })}
        />
        <TextProperty
          label={t('form.customClass')}
          value={config.customClass}
          onChange={(customClass) => edit({ customClass }, 'customClass')}
        />
      </PanelSection>
      <PanelSection title={t('form.styleSheets')}>
        <StyleSheetField />
      </PanelSection>
      <FormScriptsSection />
    </Box>
  );
}

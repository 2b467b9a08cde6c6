import { WIDGET_CATALOGUE, isDataBound, type Widget } from '@org/form-schema';
import { Box, Typography } from '@mui/material';
import { memo, useDeferredValue, useMemo } from 'react';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerSelector } from '../../store/hooks';
import {
  selectSelectedKey,
  selectWidget,
  widgetIndex,
  type DesignerRootLike,
} from '../../store/selectors';
import { ChoicesSection } from '../options/ChoicesSection';
import { BasicSection } from './BasicSection';
import { DefaultValueEditor, hasDefaultValue } from './DefaultValueEditor';
import { EventsSection } from './EventsSection';
import { GridColumnsEditor } from './GridColumnsEditor';
import { OptionsSection } from './OptionsSection';
import { CHOICE_TYPES, UPLOAD_TYPES } from './option-specs';
import { PanelSection } from './PanelSection';
import { RulesSection } from './RulesSection';
import { TabPanesEditor } from './TabPanesEditor';
import { UploadSettings } from './UploadSettings';

const selectNone = () => undefined;

/** The type of a widget by key (undefined when absent); types are strings, so no new objects. */
const typeOf = (key: string | null) =>
  key === null
    ? selectNone
    : (state: DesignerRootLike) =>
        widgetIndex(state.designer.definition.list).get(key)?.widget.type;

/**
 * The field properties of the selected widget, in sections: basic, options, choices, default
 * value, validation, upload settings and events. Reads only the selected widget.
 *
 * The inputs are not keyed by widget: selecting another widget of the same type only gives the
 * same inputs other values (their drafts follow in the same render, `useSyncedDraft`), which is
 * cheap, so it is rendered at once with the canvas. Selecting a widget of another type mounts
 * other sections, the largest render of a selection, an addition or a drop; that switch is
 * deferred (`useDeferredValue`), so the canvas shows the selection at once and the panel
 * follows in a render that yields to the browser. Edits of the widget shown are never
 * deferred: its inputs always show the store.
 */
export function FieldPropertiesPanel() {
  const selected = useDesignerSelector(selectSelectedKey);
  const deferred = useDeferredValue(selected);
  const selectedType = useDesignerSelector(useMemo(() => typeOf(selected), [selected]));
  const deferredType = useDesignerSelector(useMemo(() => typeOf(deferred), [deferred]));
  const shownKey =
    selectedType !== undefined && selectedType === deferredType ? selected : deferred;
  const widget = useDesignerSelector(shownKey === null ? selectNone : selectWidget(shownKey));
  return <FieldProperties widget={widget} />;
}

const FieldProperties = memo(function FieldProperties({ widget }: { widget: Widget | undefined }) {
  const { t } = useDesignerTranslation('panels');
  if (!widget) {
    return (
      <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
        {t('noSelection')}
      </Typography>
    );
  }
  // A type outside the catalogue (never in a validated definition) shows its basic section only.
  const dataBound = Boolean(WIDGET_CATALOGUE[widget.type]?.dataBound);
  return (
    <Box
      role="form"
      aria-label={t('fieldPanel', { name: widget.name || widget.type })}
      sx={{ p: 1.5 }}
    >
      <PanelSection title={t('section.basic')}>
        <BasicSection widget={widget} />
      </PanelSection>
      <PanelSection title={t('section.options')}>
        <OptionsSection widget={widget} />
      </PanelSection>
      {widget.type === 'grid' && (
        <PanelSection title={t('grid.columns')}>
          <GridColumnsEditor widget={widget} />
        </PanelSection>
      )}
      {widget.type === 'tabs' && (
        <PanelSection title={t('tabs.panes')}>
          <TabPanesEditor widget={widget} />
        </PanelSection>
      )}
      {CHOICE_TYPES.has(widget.type) && (
        <PanelSection title={t('section.choices')}>
          <ChoicesSection widget={widget} />
        </PanelSection>
      )}
      {hasDefaultValue(widget.type) && (
        <PanelSection title={t('section.defaultValue')}>
          <DefaultValueEditor widget={widget} />
        </PanelSection>
      )}
      {UPLOAD_TYPES.has(widget.type) && (
        <PanelSection title={t('section.upload')}>
          <UploadSettings widget={widget} />
        </PanelSection>
      )}
      {dataBound && isDataBound(widget) && (
        <PanelSection title={t('section.rules')}>
          <RulesSection widget={widget} />
        </PanelSection>
      )}
      {dataBound && (
        <PanelSection title={t('section.events')}>
          <EventsSection widget={widget} />
        </PanelSection>
      )}
    </Box>
  );
});

import type { TabsWidget } from '@org/form-schema';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { elementId, useRuntime, useSettings } from '../core/form-context';
import { classes } from '../core/layout';
import { useMetaSnapshot } from '../core/store-hooks';
import { WidgetList } from '../core/WidgetList';

const POSITIONS = new Set(['top', 'left', 'right', 'bottom']);
const TYPES = new Set(['card', 'border-card']);

/**
 * A tab group (`type`: plain, card or border-card; `tabPosition`: top, left, right or bottom).
 * Every pane stays mounted, so fields in other tabs keep their state and load their options.
 */
export function TabsContainer({ widget }: { widget: TabsWidget }) {
  const runtime = useRuntime();
  const settings = useSettings();
  const meta = useMetaSnapshot(runtime.store, widget.model ?? '');
  const [active, setActive] = useState(0);
  if (meta.hidden) return null;
  const panes = Array.isArray(widget.tabs) ? widget.tabs : [];
  const options = widget.options ?? ({} as TabsWidget['options']);
  const position = POSITIONS.has(options.tabPosition) ? options.tabPosition : 'top';
  const type = TYPES.has(options.type) ? options.type : '';
  const vertical = position === 'left' || position === 'right';
  const current = Math.min(active, Math.max(0, panes.length - 1));
  const base = elementId(settings.formId, widget.model || widget.key, 'tab');
  return (
    <div
      className={classes(
        'fr-tabs',
        `fr-tabs--${position}`,
        type && `fr-tabs--${type}`,
        options.customClass,
        meta.classNames,
      )}
      data-model={widget.model || undefined}
    >
      <Tabs
        value={panes.length > 0 ? current : false}
        onChange={(_, value: number) => setActive(value)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons={false}
        aria-label={widget.name || settings.services.t('tabs.label')}
        className="fr-tabs__nav"
      >
        {panes.map((pane, index) => (
          <Tab
            key={pane.name || index}
            value={index}
            label={pane.label}
            id={`${base}-${index}`}
            aria-controls={`${base}-${index}-panel`}
          />
        ))}
      </Tabs>
      <div className="fr-tabs__panels">
        {panes.map((pane, index) => (
          <div
            key={pane.name || index}
            role="tabpanel"
            id={`${base}-${index}-panel`}
            aria-labelledby={`${base}-${index}`}
            hidden={index !== current}
            className="fr-tabs__panel"
          >
            <WidgetList list={pane.list} />
          </div>
        ))}
      </div>
    </div>
  );
}

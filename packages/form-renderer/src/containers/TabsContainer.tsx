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

/** The rules of tab groups, loaded with the first one; hoisted and shared like the base sheet. */
const TABS_STYLES = `
.fr-tabs{display:flex;flex-direction:column;margin-bottom:18px}
.fr-tabs--bottom{flex-direction:column-reverse}
.fr-tabs--left{flex-direction:row}
.fr-tabs--right{flex-direction:row-reverse}
.fr-tabs__nav{border-bottom:1px solid rgba(0,0,0,.12)}
.fr-tabs--left>.fr-tabs__nav{border-bottom:0;border-right:1px solid rgba(0,0,0,.12)}
.fr-tabs--right>.fr-tabs__nav{border-bottom:0;border-left:1px solid rgba(0,0,0,.12)}
.fr-tabs--bottom>.fr-tabs__nav{border-bottom:0;border-top:1px solid rgba(0,0,0,.12)}
.fr-tabs__panels{flex:1 1 auto;min-width:0;padding-top:16px}
.fr-tabs--left>.fr-tabs__panels,.fr-tabs--right>.fr-tabs__panels{padding:0 16px}
.fr-tabs--card>.fr-tabs__nav .MuiTab-root{border:1px solid rgba(0,0,0,.12);border-bottom:0;margin-right:-1px;border-radius:4px 4px 0 0}
.fr-tabs--border-card{border:1px solid rgba(0,0,0,.12);box-shadow:0 2px 4px rgba(0,0,0,.08)}
.fr-tabs--border-card>.fr-tabs__nav{background:#f5f7fa}
.fr-tabs--border-card>.fr-tabs__nav .MuiTab-root.Mui-selected{background:#fff}
.fr-tabs--border-card>.fr-tabs__panels{padding:16px}
`;

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
    <>
      <style href="org-form-renderer-tabs" precedence="default">
        {TABS_STYLES}
      </style>
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
    </>
  );
}

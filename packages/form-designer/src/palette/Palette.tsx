import Widgets from '@mui/icons-material/Widgets';
import {
  WIDGET_CATALOGUE,
  createWidget,
  paletteGroups,
  type CustomWidget,
  type Widget,
  type WidgetType,
} from '@org/form-schema';
import { useId, useMemo } from 'react';
import { useDesignerTranslation, type DesignerLocale } from '../i18n';
import { WIDGET_ICONS } from './icons';
import { PaletteItem, type PaletteItemProps } from './PaletteItem';
import { customWidgetName, type PaletteGroupName, type PaletteProps } from './types';

const ALL_GROUPS: PaletteGroupName[] = ['basic', 'advanced', 'layout', 'custom'];

const css = `
.fd-palette{width:250px;box-sizing:border-box;height:100%;overflow-y:auto;padding:8px 10px;
  font:13px/1.4 Roboto,Helvetica,Arial,sans-serif;color:#303133;background:#fff}
.fd-palette h3{font-size:13px;font-weight:500;color:#606266;margin:10px 2px 6px}
.fd-palette-list{display:grid;grid-template-columns:1fr 1fr;gap:6px;margin:0;padding:0;list-style:none}
.fd-palette-item{display:flex;align-items:center;gap:6px;height:30px;padding:0 8px;border:1px solid #e4e7ed;
  border-radius:3px;background:#f6f7fa;cursor:move;user-select:none;overflow:hidden;touch-action:none}
.fd-palette-item:hover{border-color:#1976d2;color:#1976d2}
.fd-palette-item:focus-visible{outline:2px solid #1976d2;outline-offset:1px}
.fd-palette-item[data-dragging]{opacity:.5}
.fd-palette-icon{display:inline-flex}.fd-palette-icon svg{font-size:16px;width:16px;height:16px}
.fd-palette-name{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
`;

/**
 * The widget palette (250 px): the widget types in the groups Basic, Advanced, Layout and Custom,
 * with icons and names in the UI language. `groups` and `types` narrow what is offered;
 * `customWidgets` adds the host's widgets to the Custom group.
 */
export function Palette({ groups = ALL_GROUPS, types, customWidgets = [] }: PaletteProps) {
  const { t, i18n } = useDesignerTranslation('core');
  const id = useId();
  const locale: DesignerLocale = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
  const sections = useMemo(() => {
    const byGroup = paletteGroups();
    const allowed = types ? new Set<WidgetType>(types) : null;
    return groups.map((group) => {
      const entries: PaletteItemProps[] = byGroup[group]
        .filter((type) => !allowed || allowed.has(type))
        .filter((type) => group !== 'custom' || type !== 'custom' || customWidgets.length === 0)
        .map((type) => {
          const Icon = WIDGET_ICONS[type];
          const name = WIDGET_CATALOGUE[type].names[locale];
          return {
            id: `palette:${type}`,
            type,
            name,
            icon: <Icon />,
            create: () => createWidget(type, { locale }) as Widget,
          };
        });
      if (group === 'custom' && (!allowed || allowed.has('custom'))) {
        for (const spec of customWidgets) {
          const name = customWidgetName(spec, locale);
          entries.push({
            id: `palette:custom:${spec.el}`,
            type: 'custom',
            name,
            icon: spec.icon ?? <Widgets />,
            create: () => {
              const widget = createWidget('custom', { locale, name });
              return {
                ...widget,
                el: spec.el,
                options: { ...widget.options, ...spec.options },
              } as CustomWidget;
            },
          });
        }
      }
      return { group, entries };
    });
  }, [groups, types, customWidgets, locale]);

  return (
    <nav className="fd-palette" aria-label={t('designer.palette')}>
      <style href="form-designer-palette" precedence="medium">
        {css}
      </style>
      {sections
        .filter((section) => section.entries.length > 0)
        .map(({ group, entries }) => (
          <section key={group} aria-labelledby={`${id}-${group}`}>
            <h3 id={`${id}-${group}`}>{t(`paletteGroup.${group}`)}</h3>
            <div className="fd-palette-list" role="group" aria-labelledby={`${id}-${group}`}>
              {entries.map((entry) => (
                <PaletteItem key={entry.id} {...entry} />
              ))}
            </div>
          </section>
        ))}
    </nav>
  );
}

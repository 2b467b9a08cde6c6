import type {
  DividerWidget,
  GridWidget,
  ReportWidget,
  TableWidget,
  TabsWidget,
  Widget,
} from '@org/form-schema';
import { memo } from 'react';
import { DividerItem } from '../containers/DividerItem';
import { GridContainer } from '../containers/GridContainer';
import { ReportContainer } from '../containers/ReportContainer';
import { SubTableItem } from '../containers/SubTableItem';
import { TabsContainer } from '../containers/TabsContainer';
import { CHOICE_TYPES } from '../remote/use-choices';
import { ChoiceFieldItem, FieldItem } from './FieldItem';
import { useSettings } from './form-context';
import { ItemErrorBoundary } from './ItemErrorBoundary';
import { lookupWidget } from './registry';
import { UnknownWidget } from './UnknownWidget';

function Content({ widget }: { widget: Widget }) {
  const settings = useSettings();
  switch (widget.type) {
    case 'grid':
      return <GridContainer widget={widget as GridWidget} />;
    case 'tabs':
      return <TabsContainer widget={widget as TabsWidget} />;
    case 'report':
      return <ReportContainer widget={widget as ReportWidget} />;
    case 'table':
      return <SubTableItem widget={widget as TableWidget} />;
    case 'divider':
      return <DividerItem widget={widget as DividerWidget} />;
    case 'col':
    case 'td':
      // Parts of containers found outside their container.
      return <UnknownWidget widget={widget} />;
    default: {
      const resolved = lookupWidget(settings.registry, widget);
      if (!resolved) return <UnknownWidget widget={widget} />;
      // Two components, so that a field without choices runs no choice hooks.
      return CHOICE_TYPES.has(widget.type) ? (
        <ChoiceFieldItem widget={widget} resolved={resolved} />
      ) : (
        <FieldItem widget={widget} resolved={resolved} />
      );
    }
  }
}

function FailedItem({ widget, error }: { widget: Widget; error: Error }) {
  const settings = useSettings();
  return (
    <div className="fr-item fr-item--failed" role="alert" data-model={widget?.model || undefined}>
      <strong>{widget?.name || String(widget?.type ?? '')}</strong>{' '}
      {settings.services.t('item.widgetFailed', { message: error.message || error.name })}
    </div>
  );
}

/** One widget of a list, inside an error boundary so that a failing widget stays alone. */
export const WidgetNode = memo(function WidgetNode({ widget }: { widget: Widget }) {
  if (!widget || typeof widget !== 'object') return null;
  return (
    <ItemErrorBoundary fallback={(error) => <FailedItem widget={widget} error={error} />}>
      <Content widget={widget} />
    </ItemErrorBoundary>
  );
});

import type {
  DividerWidget,
  GridWidget,
  ReportWidget,
  TableWidget,
  TabsWidget,
  Widget,
} from '@org/form-schema';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { DividerItem } from '../containers/DividerItem';
import { GridContainer } from '../containers/GridContainer';
import { CHOICE_TYPES } from '../remote/use-choices';
import { ChoiceFieldItem, FieldItem } from './FieldItem';
import { useSettings } from './form-context';
import { ItemErrorBoundary } from './ItemErrorBoundary';
import { lookupWidget } from './registry';

// Tabs, report tables and sub-tables load with the first form that has one, as the heavier
// widgets do, so forms without them do not carry their code (nor MUI's tabs). Their fields'
// values, rules and visibility live in the runtime, so `getData` and validation cover them
// while the container loads.
const TabsContainer = lazy(() =>
  import('../containers/TabsContainer').then((module) => ({ default: module.TabsContainer })),
);
const ReportContainer = lazy(() =>
  import('../containers/ReportContainer').then((module) => ({ default: module.ReportContainer })),
);
const SubTableItem = lazy(() =>
  import('../containers/SubTableItem').then((module) => ({ default: module.SubTableItem })),
);
// The placeholder of an unknown type is rare too.
const UnknownWidget = lazy(() =>
  import('./UnknownWidget').then((module) => ({ default: module.UnknownWidget })),
);

/** A lazily loaded container, with the loading line of the lazy widgets meanwhile. */
function Loading({ children }: { children: ReactNode }) {
  const settings = useSettings();
  return (
    <Suspense
      fallback={
        <span className="fr-loading" role="status">
          {settings.services.t('item.loading')}
        </span>
      }
    >
      {children}
    </Suspense>
  );
}

function Content({ widget }: { widget: Widget }) {
  const settings = useSettings();
  switch (widget.type) {
    case 'grid':
      return <GridContainer widget={widget as GridWidget} />;
    case 'tabs':
      return (
        <Loading>
          <TabsContainer widget={widget as TabsWidget} />
        </Loading>
      );
    case 'report':
      return (
        <Loading>
          <ReportContainer widget={widget as ReportWidget} />
        </Loading>
      );
    case 'table':
      return (
        <Loading>
          <SubTableItem widget={widget as TableWidget} />
        </Loading>
      );
    case 'divider':
      return <DividerItem widget={widget as DividerWidget} />;
    case 'col':
    case 'td':
      // Parts of containers found outside their container.
      return (
        <Loading>
          <UnknownWidget widget={widget} />
        </Loading>
      );
    default: {
      const resolved = lookupWidget(settings.registry, widget);
      if (!resolved) {
        return (
          <Loading>
            <UnknownWidget widget={widget} />
          </Loading>
        );
      }
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

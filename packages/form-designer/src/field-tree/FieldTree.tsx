import { Box, ListItemButton, Typography } from '@mui/material';
import type { Widget } from '@org/form-schema';
import { memo, type MouseEvent } from 'react';
import { revealWidget } from '../designer/reveal';
import { useDesignerTranslation } from '../i18n';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { selectIsSelected, selectWidgetList } from '../store/selectors';
import { fieldEntries, fieldGroups, modelOf } from './field-entries';

const INDENT = 12;

/**
 * The form's data-bound models, nested by container. A click selects the widget and scrolls
 * its canvas item into view. Items re-render only when their widget or their selection
 * changes.
 */
export function FieldTree() {
  const { t } = useDesignerTranslation();
  const list = useDesignerSelector(selectWidgetList);
  const entries = fieldEntries(list);
  return (
    <Box component="nav" aria-label={t('fieldTree.title')} sx={{ py: 1 }}>
      <Typography component="h2" variant="subtitle2" sx={{ px: 1.5, pb: 0.5 }}>
        {t('fieldTree.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          {t('fieldTree.empty')}
        </Typography>
      ) : (
        <FieldList widgets={entries} depth={0} />
      )}
    </Box>
  );
}

function FieldList({ widgets, depth }: { widgets: readonly Widget[]; depth: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {widgets.map((widget) => (
        <FieldTreeItem key={widget.key} widget={widget} depth={depth} />
      ))}
    </Box>
  );
}

const FieldTreeItem = memo(function FieldTreeItem({
  widget,
  depth,
}: {
  widget: Widget;
  depth: number;
}) {
  const dispatch = useDesignerDispatch();
  const selected = useDesignerSelector(selectIsSelected(widget.key));
  const model = modelOf(widget);
  const groups = fieldGroups(widget);
  const select = (event: MouseEvent<HTMLElement>) => {
    dispatch(designerActions.widgetSelected(widget.key));
    revealWidget(event.currentTarget.closest('[data-form-designer]'), widget.key);
  };
  return (
    <Box component="li">
      <ListItemButton
        dense
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={select}
        sx={{ pl: 1.5 + (depth * INDENT) / 8, py: 0.25, gap: 1, minHeight: 28 }}
      >
        <Typography variant="body2" noWrap sx={{ flexShrink: 1, minWidth: 0 }}>
          {widget.name}
        </Typography>
        {model !== undefined && (
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            sx={{ fontFamily: 'monospace', minWidth: 0 }}
          >
            {model}
          </Typography>
        )}
      </ListItemButton>
      {groups.some((group) => group.label !== null) ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {groups.map((group) => (
            <Box component="li" key={group.key}>
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
                sx={{ pl: 1.5 + ((depth + 1) * INDENT) / 8 }}
              >
                {group.label}
              </Typography>
              <FieldList widgets={group.widgets} depth={depth + 2} />
            </Box>
          ))}
        </Box>
      ) : (
        groups.map((group) => (
          <FieldList key={group.key} widgets={group.widgets} depth={depth + 1} />
        ))
      )}
    </Box>
  );
});

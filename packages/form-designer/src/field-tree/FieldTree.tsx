import { Box, Typography } from '@mui/material';
import type { Widget } from '@org/form-schema';
import { memo, type MouseEvent } from 'react';
import { shallowEqual } from 'react-redux';
import { revealWidget } from '../designer/reveal';
import { useDesignerTranslation } from '../i18n';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import {
  selectIsSelected,
  selectWidget,
  widgetKeys,
  type DesignerRootLike,
} from '../store/selectors';
import { fieldEntries, fieldGroups, modelOf } from './field-entries';

const INDENT = 12;

// One style sheet for every item: per-item `sx` styles cost too much in a 2000-field form.
const css = `
.fd-tree-list{list-style:none;margin:0;padding:0}
.fd-tree-item{display:flex;align-items:baseline;gap:8px;width:100%;min-height:28px;padding:3px 12px;
  border:0;background:none;cursor:pointer;text-align:left;font:13px/1.5 Roboto,Helvetica,Arial,sans-serif;color:#303133}
.fd-tree-item:hover{background:rgba(0,0,0,.04)}
.fd-tree-item:focus-visible{outline:2px solid #1976d2;outline-offset:-2px}
.fd-tree-item[aria-current="true"]{background:rgba(25,118,210,.1);color:#0d47a1}
.fd-tree-name{flex:none;max-width:60%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fd-tree-model{flex:1 1 0;font:12px/1.5 ui-monospace,Menlo,Consolas,monospace;color:#606266;white-space:nowrap;
  overflow:hidden;text-overflow:ellipsis;min-width:0}
.fd-tree-pane{font:12px/1.5 Roboto,Helvetica,Arial,sans-serif;color:#606266;padding:2px 12px}
`;

/**
 * The form's data-bound models, nested by container. A click selects the widget and scrolls
 * its canvas item into view. Items re-render only when their widget or their selection
 * changes.
 */
export function FieldTree() {
  const { t } = useDesignerTranslation();
  // Drawn by keys: an edit inside a widget re-renders that widget's entry alone.
  const keys = useDesignerSelector(selectEntryKeys, shallowEqual);
  return (
    <Box component="nav" aria-label={t('fieldTree.title')} sx={{ py: 1 }}>
      <style href="form-designer-field-tree" precedence="medium">
        {css}
      </style>
      <Typography component="h2" variant="subtitle2" sx={{ px: 1.5, pb: 0.5 }}>
        {t('fieldTree.title')}
      </Typography>
      {keys.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          {t('fieldTree.empty')}
        </Typography>
      ) : (
        <ul className="fd-tree-list">
          {keys.map((key) => (
            <FieldTreeItemByKey key={key} widgetKey={key} />
          ))}
        </ul>
      )}
    </Box>
  );
}

/** The keys of the form's top-level entries (see `fieldEntries`). */
const selectEntryKeys = (state: DesignerRootLike) =>
  widgetKeys(fieldEntries(state.designer.definition.list));

/** A top-level entry that reads its own widget by key. */
const FieldTreeItemByKey = memo(function FieldTreeItemByKey({ widgetKey }: { widgetKey: string }) {
  const widget = useDesignerSelector(selectWidget(widgetKey));
  return widget ? <FieldTreeItem widget={widget} depth={0} /> : null;
});

function FieldList({ widgets, depth }: { widgets: readonly Widget[]; depth: number }) {
  return (
    <ul className="fd-tree-list">
      {widgets.map((widget) => (
        <FieldTreeItem key={widget.key} widget={widget} depth={depth} />
      ))}
    </ul>
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
    <li>
      <button
        type="button"
        className="fd-tree-item"
        aria-current={selected ? 'true' : undefined}
        style={{ paddingLeft: 12 + depth * INDENT }}
        onClick={select}
      >
        <span className="fd-tree-name">{widget.name}</span>
        {model !== undefined && (
          <span className="fd-tree-model" translate="no">
            {model}
          </span>
        )}
      </button>
      {groups.some((group) => group.label !== null) ? (
        <ul className="fd-tree-list">
          {groups.map((group) => (
            <li key={group.key}>
              <div className="fd-tree-pane" style={{ paddingLeft: 12 + (depth + 1) * INDENT }}>
                {group.label}
              </div>
              <FieldList widgets={group.widgets} depth={depth + 2} />
            </li>
          ))}
        </ul>
      ) : (
        groups.map((group) => (
          <FieldList key={group.key} widgets={group.widgets} depth={depth + 1} />
        ))
      )}
    </li>
  );
});

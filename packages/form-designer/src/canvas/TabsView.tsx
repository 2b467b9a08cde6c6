import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import type { TabsWidget } from '@org/form-schema';
import { useEffect, useId, useState } from 'react';
import { useDragOverPane } from '../dnd/context';
import { useDesignerTranslation } from '../i18n';
import { containerActions } from '../store/container-edits';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { selectIsSelected } from '../store/selectors';
import { ActionButton } from './ItemActions';
import { WidgetList } from './WidgetList';

/** How long (ms) a dragged widget rests over a tab before its pane opens. */
const PANE_OPEN_DELAY = 350;

/**
 * A tabs widget: its tabs and the open pane, a drop area. Dragging over a tab (or stepping into
 * a pane with the keyboard) opens that pane. When the widget is selected, the open pane can be
 * renamed, moved left or right, or removed (never the last one).
 */
export function TabsView({ tabs }: { tabs: TabsWidget }) {
  const { t } = useDesignerTranslation('core');
  const dispatch = useDesignerDispatch();
  const selected = useDesignerSelector(selectIsSelected(tabs.key));
  const [active, setActive] = useState(0);
  const [renaming, setRenaming] = useState<string | null>(null);
  const { pane: dragPane, keyboard } = useDragOverPane(tabs.key);
  const id = useId();
  const count = tabs.tabs.length;
  const open = Math.min(active, count - 1);

  // A pointer that rests on a tab opens its pane (passing over does not); the keyboard opens it at once.
  useEffect(() => {
    if (dragPane === null || dragPane === open) return undefined;
    const timer = setTimeout(() => setActive(dragPane), keyboard ? 0 : PANE_OPEN_DELAY);
    return () => clearTimeout(timer);
  }, [dragPane, open, keyboard]);

  const tabsKey = tabs.key;
  const pane = tabs.tabs[open];
  return (
    <div>
      <div className="fd-tabs-head" role="tablist" aria-label={tabs.name}>
        {tabs.tabs.map((p, i) => (
          <button
            key={`${p.name}-${i}`}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === open}
            aria-controls={`${id}-pane-${i}`}
            className="fd-tab"
            data-drop-pane={`${tabs.key}:${i}`}
            onClick={() => {
              setActive(i);
              setRenaming(null);
            }}
          >
            {p.label}
          </button>
        ))}
      </div>
      {selected && pane ? (
        <div className="fd-tabs-tools" onClick={(event) => event.stopPropagation()}>
          {renaming !== null ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                dispatch(
                  containerActions.tabPaneRenamed({ tabsKey, index: open, label: renaming }),
                );
                setRenaming(null);
              }}
              style={{ display: 'flex', gap: 4, alignItems: 'center' }}
            >
              <input
                aria-label={t('canvas.paneLabel')}
                value={renaming}
                autoFocus
                onChange={(event) => setRenaming(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setRenaming(null);
                  event.stopPropagation();
                }}
                style={{ height: 22, font: 'inherit' }}
              />
              <button type="submit" disabled={renaming.trim() === ''}>
                {t('canvas.save')}
              </button>
              <button type="button" onClick={() => setRenaming(null)}>
                {t('canvas.cancel')}
              </button>
            </form>
          ) : (
            <>
              <ActionButton label={t('canvas.renamePane')} onClick={() => setRenaming(pane.label)}>
                <Edit />
              </ActionButton>
              <ActionButton
                label={t('canvas.movePaneLeft')}
                disabled={open === 0}
                onClick={() => {
                  dispatch(containerActions.tabPaneMoved({ tabsKey, from: open, to: open - 1 }));
                  setActive(open - 1);
                }}
              >
                <ChevronLeft />
              </ActionButton>
              <ActionButton
                label={t('canvas.movePaneRight')}
                disabled={open === count - 1}
                onClick={() => {
                  dispatch(containerActions.tabPaneMoved({ tabsKey, from: open, to: open + 1 }));
                  setActive(open + 1);
                }}
              >
                <ChevronRight />
              </ActionButton>
              <ActionButton
                label={t('canvas.removePane')}
                disabled={count === 1}
                onClick={() => {
                  dispatch(containerActions.tabPaneRemoved({ tabsKey, index: open }));
                  setActive(Math.max(0, open - 1));
                }}
              >
                <Close />
              </ActionButton>
            </>
          )}
        </div>
      ) : null}
      {tabs.tabs.map((p, i) => (
        <div
          key={`${p.name}-${i}`}
          role="tabpanel"
          id={`${id}-pane-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== open}
        >
          <WidgetList parent={tabs.key} slot={i} widgets={p.list} />
        </div>
      ))}
    </div>
  );
}

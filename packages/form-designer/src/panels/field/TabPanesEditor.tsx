import type { TabsWidget } from '@org/form-schema';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, IconButton, List, ListItem, TextField } from '@mui/material';
import { useSyncedDraft } from '../use-synced-draft';
import { useDesignerTranslation } from '../../i18n';
import { containerActions } from '../../store/container-edits';
import { useDesignerDispatch } from '../../store/hooks';

/** One pane's label: renamed when the field is left or Enter is pressed (one undo step). */
function PaneLabel({ tabsKey, index, label }: { tabsKey: string; index: number; label: string }) {
  const { t } = useDesignerTranslation('panels');
  const dispatch = useDesignerDispatch();
  const [draft, setDraft] = useSyncedDraft(
    label,
    () => label,
    (_, stored) => stored,
  );
  const commit = () => {
    if (draft.trim() === '') setDraft(label);
    else if (draft !== label) {
      dispatch(containerActions.tabPaneRenamed({ tabsKey, index, label: draft }));
    }
  };
  return (
    <TextField
      size="small"
      fullWidth
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { 'aria-label': t('tabs.paneLabel', { n: index + 1 }) } }}
    />
  );
}

/** The panes of a tabs widget: rename, add, remove (never the last) and reorder by drag. */
export function TabPanesEditor({ widget }: { widget: TabsWidget }) {
  const { t } = useDesignerTranslation('panels');
  const dispatch = useDesignerDispatch();
  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.index === result.source.index) return;
    dispatch(
      containerActions.tabPaneMoved({
        tabsKey: widget.key,
        from: result.source.index,
        to: result.destination.index,
      }),
    );
  };
  return (
    <Box>
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId={`panes-${widget.key}`}>
          {(drop) => (
            <List dense disablePadding ref={drop.innerRef} {...drop.droppableProps}>
              {widget.tabs.map((pane, index) => (
                <Draggable key={pane.name} draggableId={`${widget.key}-${pane.name}`} index={index}>
                  {(drag) => (
                    <ListItem
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      disableGutters
                      sx={{ gap: 0.5, bgcolor: 'background.paper' }}
                    >
                      <Box
                        {...drag.dragHandleProps}
                        aria-label={t('tabs.paneDrag', { n: index + 1 })}
                        sx={{ display: 'flex', cursor: 'grab' }}
                      >
                        <DragIcon fontSize="small" />
                      </Box>
                      <PaneLabel tabsKey={widget.key} index={index} label={pane.label} />
                      <IconButton
                        size="small"
                        aria-label={t('tabs.paneRemove', { n: index + 1 })}
                        disabled={widget.tabs.length <= 1}
                        onClick={() =>
                          dispatch(containerActions.tabPaneRemoved({ tabsKey: widget.key, index }))
                        }
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </ListItem>
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </List>
          )}
        </Droppable>
      </DragDropContext>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => dispatch(containerActions.tabPaneAdded(widget.key))}
      >
        {t('tabs.paneAdd')}
      </Button>
    </Box>
  );
}

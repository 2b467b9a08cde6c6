import {
  appendOptionItem,
  duplicateOptionValues,
  editOptionItem,
  moveOptionItem,
  removeOptionItem,
  type OptionItem,
} from '@org/form-schema';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIcon from '@mui/icons-material/DragIndicator';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  TextField,
  Typography,
} from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { useFieldLeft, useOptionEdit } from '../use-property-edit';

export interface OptionListEditorProps {
  widgetKey: string;
  items: readonly OptionItem[];
}

/**
 * The static choices of a radio, checkbox or select: value and label of each, add, remove,
 * and reorder by drag (mouse or keyboard: focus the handle, Space, arrows, Space). The store
 * prunes a default value that is no longer a choice.
 */
export function OptionListEditor({ widgetKey, items }: OptionListEditorProps) {
  const { t } = useDesignerTranslation('panels');
  const edit = useOptionEdit(widgetKey);
  const fieldLeft = useFieldLeft();
  const save = (options: OptionItem[], field?: string) => edit({ options }, field);
  const duplicates = duplicateOptionValues(items);

  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return;
    save(moveOptionItem(items, result.source.index, result.destination.index));
  };

  return (
    <Box>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('choices.empty')}
        </Typography>
      )}
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId={`options-${widgetKey}`}>
          {(drop) => (
            <List dense disablePadding ref={drop.innerRef} {...drop.droppableProps}>
              {items.map((item, index) => {
                const n = index + 1;
                return (
                  <Draggable key={index} draggableId={`${widgetKey}-option-${index}`} index={index}>
                    {(drag) => (
                      <ListItem
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        disableGutters
                        sx={{ gap: 0.5, bgcolor: 'background.paper' }}
                      >
                        <Box
                          {...drag.dragHandleProps}
                          aria-label={t('choices.drag', { n })}
                          sx={{ display: 'flex', cursor: 'grab' }}
                        >
                          <DragIcon fontSize="small" />
                        </Box>
                        <TextField
                          size="small"
                          value={String(item.value)}
                          slotProps={{
                            htmlInput: {
                              'aria-label': `${t('choices.item', { n })} ${t('choices.value')}`,
                            },
                          }}
                          onChange={(e) =>
                            save(
                              editOptionItem(items, index, { value: e.target.value }),
                              `options.${index}.value`,
                            )
                          }
                          onBlur={fieldLeft}
                        />
                        <TextField
                          size="small"
                          value={item.label ?? ''}
                          slotProps={{
                            htmlInput: {
                              'aria-label': `${t('choices.item', { n })} ${t('choices.optionLabel')}`,
                            },
                          }}
                          onChange={(e) =>
                            save(
                              editOptionItem(items, index, { label: e.target.value }),
                              `options.${index}.label`,
                            )
                          }
                          onBlur={fieldLeft}
                        />
                        <IconButton
                          size="small"
                          aria-label={t('choices.remove', { n })}
                          onClick={() => save(removeOptionItem(items, index))}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </ListItem>
                    )}
                  </Draggable>
                );
              })}
              {drop.placeholder}
            </List>
          )}
        </Droppable>
      </DragDropContext>
      {duplicates.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('choices.duplicate', { values: duplicates.join(', ') })}
        </Alert>
      )}
      <Button size="small" startIcon={<AddIcon />} onClick={() => save(appendOptionItem(items))}>
        {t('choices.add')}
      </Button>
    </Box>
  );
}

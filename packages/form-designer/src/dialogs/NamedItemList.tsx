import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useId } from 'react';
import { useDesignerTranslation } from '../i18n';

export interface NamedListEntry {
  key: string;
  name: string;
  /** A short tag before the name (a data source's method). */
  tag?: string;
}

export interface NamedItemListProps {
  /** Accessible name of the list. */
  label: string;
  addLabel: string;
  emptyText: string;
  items: readonly NamedListEntry[];
  selected: string | null;
  onAdd: () => void;
  onSelect: (key: string) => void;
  onClone: (key: string) => void;
  onDelete: (key: string) => void;
  /** Moves an item (drag with the mouse, or space and the arrow keys on its handle). */
  onMove?: (from: number, to: number) => void;
}

/** The left column of the data source and event script managers. */
export function NamedItemList(props: NamedItemListProps) {
  const { label, addLabel, emptyText, items, selected } = props;
  const { t } = useDesignerTranslation('dialogs');
  const listId = useId();
  return (
    <Box
      sx={{
        width: 300,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Button fullWidth variant="outlined" startIcon={<AddIcon />} onClick={props.onAdd}>
          {addLabel}
        </Button>
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <DragDropContext
          onDragEnd={(result: DropResult) => {
            if (result.destination && result.destination.index !== result.source.index) {
              props.onMove?.(result.source.index, result.destination.index);
            }
          }}
        >
          <Droppable droppableId={listId} isDropDisabled={!props.onMove}>
            {(drop) => (
              <List
                dense
                aria-label={label}
                ref={drop.innerRef}
                {...drop.droppableProps}
                sx={{ overflow: 'auto', flex: 1 }}
              >
                {items.map((item, index) => (
                  <Draggable
                    key={item.key}
                    draggableId={item.key}
                    index={index}
                    isDragDisabled={!props.onMove}
                  >
                    {(drag) => (
                      <ListItem
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        disablePadding
                        sx={{ bgcolor: 'background.paper' }}
                        secondaryAction={
                          <>
                            <IconButton
                              size="small"
                              aria-label={`${t('clone')} ${item.name}`}
                              onClick={() => props.onClone(item.key)}
                            >
                              <ContentCopyIcon fontSize="small" />
                            </IconButton>
                            <IconButton
                              size="small"
                              edge="end"
                              aria-label={`${t('delete')} ${item.name}`}
                              onClick={() => props.onDelete(item.key)}
                            >
                              <DeleteOutlinedIcon fontSize="small" />
                            </IconButton>
                          </>
                        }
                      >
                        {props.onMove && (
                          <Box
                            {...drag.dragHandleProps}
                            aria-label={`${t('move')} ${item.name}`}
                            sx={{
                              display: 'flex',
                              px: 0.5,
                              cursor: 'grab',
                              color: 'text.secondary',
                            }}
                          >
                            <DragIndicatorIcon fontSize="small" />
                          </Box>
                        )}
                        <ListItemButton
                          selected={item.key === selected}
                          aria-current={item.key === selected ? 'true' : undefined}
                          onClick={() => props.onSelect(item.key)}
                          sx={{ pr: 10 }}
                        >
                          {item.tag && (
                            <Chip
                              label={item.tag}
                              size="small"
                              sx={{ mr: 1, fontSize: 11, height: 20 }}
                            />
                          )}
                          <ListItemText
                            primary={item.name}
                            slotProps={{ primary: { noWrap: true, title: item.name } }}
                          />
                        </ListItemButton>
                      </ListItem>
                    )}
                  </Draggable>
                ))}
                {drop.placeholder}
              </List>
            )}
          </Droppable>
        </DragDropContext>
      )}
    </Box>
  );
}

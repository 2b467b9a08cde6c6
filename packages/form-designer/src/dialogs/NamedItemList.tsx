import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
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
}

/** The left column of the data source and event script managers. */
export function NamedItemList(props: NamedItemListProps) {
  const { label, addLabel, emptyText, items, selected } = props;
  const { t } = useDesignerTranslation('dialogs');
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
        <List dense aria-label={label} sx={{ overflow: 'auto', flex: 1 }}>
          {items.map((item) => (
            <ListItem
              key={item.key}
              disablePadding
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
              <ListItemButton
                selected={item.key === selected}
                aria-current={item.key === selected ? 'true' : undefined}
                onClick={() => props.onSelect(item.key)}
                sx={{ pr: 10 }}
              >
                {item.tag && (
                  <Chip label={item.tag} size="small" sx={{ mr: 1, fontSize: 11, height: 20 }} />
                )}
                <ListItemText
                  primary={item.name}
                  slotProps={{ primary: { noWrap: true, title: item.name } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

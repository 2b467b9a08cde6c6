import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** `list` with the item at `index` moved by `by` places (unchanged at the ends). */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * Items shown in order, each numbered with buttons to move it up or down and to remove it:
 * the steps of a flow or an orchestration, the blocks of a page.
 */
export function OrderedList<T>({
  items,
  label,
  onChange,
  children,
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  onChange: (items: T[]) => void;
  /** The fields of one item. */
  children: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {items.map((item, index) => {
        const n = index + 1;
        return (
          <Paper
            component="li"
            variant="outlined"
            // Items have no identity of their own; their place is what the list is about.
            key={index}
            sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Typography sx={{ pt: 1, minWidth: 24, fontWeight: 600 }} aria-hidden>
              {n}.
            </Typography>
            <Box sx={{ flex: 1, display: 'grid', gap: 1, minWidth: 0 }}>
              {children(item, index)}
            </Box>
            <Box sx={{ display: 'flex' }}>
              <IconButton
                size="small"
                aria-label={t('artefact.upOf', { n })}
                disabled={index === 0}
                onClick={() => onChange(moved(items, index, -1))}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('artefact.downOf', { n })}
                disabled={index === items.length - 1}
                onClick={() => onChange(moved(items, index, 1))}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('artefact.removeOf', { n })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

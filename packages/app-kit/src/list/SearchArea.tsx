import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Height of the collapsed search area; the toggle shows only when the content is taller. */
export const SEARCH_COLLAPSED_HEIGHT = 53;

export interface SearchAreaProps {
  /** The search fields. */
  children: ReactNode;
  onSearch: () => void;
  onReset: () => void;
}

/**
 * The search area of a list page: fields, Search and Reset, and an '展开' / '收起' toggle that
 * appears only when the fields are taller than 53 px (collapsed to 53 px).
 */
export function SearchArea({ children, onSearch, onReset }: SearchAreaProps) {
  const { t } = useTranslation('kit');
  const content = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setTall(element.scrollHeight > SEARCH_COLLAPSED_HEIGHT);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        bgcolor: 'background.paper',
        p: 1.5,
        borderRadius: 1,
      }}
    >
      <Box
        ref={content}
        data-testid="search-fields"
        sx={{
          flex: 1,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          pt: 0.5,
          overflow: 'hidden',
          maxHeight: tall && !expanded ? SEARCH_COLLAPSED_HEIGHT : 'none',
        }}
      >
        {children}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, pt: 0.5, flexShrink: 0 }}>
        <Button type="submit" variant="contained">
          {t('list.search')}
        </Button>
        <Button type="button" variant="outlined" onClick={onReset}>
          {t('list.reset')}
        </Button>
        {tall && (
          <Button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('list.collapse') : t('list.expand')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

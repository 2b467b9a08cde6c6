import type { ResourceNode } from '@org/api-contract';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { ReactNode } from 'react';
import type { ResourceBrowser } from './use-resource-browser';
import type { RbacTexts } from './source';

interface NavigationProps {
  browser: ResourceBrowser;
  texts: RbacTexts;
}

/** The tree beside the list: choosing a node lists what is below it; the top level above it. */
export function ResourceAside({ browser, texts }: NavigationProps) {
  const { t, nameOf } = texts;
  const { selected, select } = browser;
  const atTop = selected === null;
  return (
    <>
      <Button
        size="small"
        fullWidth
        aria-pressed={atTop}
        onClick={() => select(null)}
        sx={{
          justifyContent: 'flex-start',
          mb: 0.5,
          fontWeight: atTop ? 600 : 400,
          bgcolor: atTop ? 'action.selected' : undefined,
        }}
      >
        {t('rbac.topLevel')}
      </Button>
      <RichTreeView<ResourceNode>
        aria-label={t('rbac.resourceTree')}
        items={browser.roots}
        getItemId={(node) => String(node.id)}
        getItemLabel={nameOf}
        getItemChildren={(node) => node.children ?? []}
        selectedItems={selected ? String(selected.id) : null}
        onSelectedItemsChange={(_, id) => select(id === null ? null : Number(id))}
        expandedItems={browser.expanded}
        onExpandedItemsChange={(_, items) => browser.setExpanded(items)}
        expansionTrigger="iconContainer"
      />
    </>
  );
}

/**
 * Where the list is: the way down from the top level to the chosen node (each step a link back
 * up), the chosen node's own actions, and a word when nothing may go below it.
 */
export function ResourceTrail({
  browser,
  texts,
  actions,
  childless,
}: NavigationProps & {
  /** The chosen node's action buttons. */
  actions: ReactNode;
  /** Whether no kind of resource may go below the chosen node. */
  childless: boolean;
}) {
  const { t, nameOf, typeOf } = texts;
  const { trail, select } = browser;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 32 }}>
        <Breadcrumbs aria-label={t('rbac.selected')} sx={{ flex: 1 }}>
          <Link component="button" onClick={() => select(null)}>
            {t('rbac.topLevel')}
          </Link>
          {trail.map((node, index) =>
            index === trail.length - 1 ? (
              <Typography key={node.id} color="text.primary">
                {nameOf(node)} · {typeOf(node.resourceType)} · {node.resourceCode}
              </Typography>
            ) : (
              <Link key={node.id} component="button" onClick={() => select(node.id)}>
                {nameOf(node)}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {actions}
      </Box>
      {childless && (
        <Typography variant="body2" color="text.secondary">
          {t('rbac.noChildren')}
        </Typography>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ORGS, type OrgTreeItem, openOrgIds, orgTreeItems } from './org-tree';
import { useUserOrgTreeQuery } from './user-api';
import { Spinner, useIdle } from '@org/app-kit';

/** Levels shown at once: a company, its branches and their departments. */
const OPEN_LEVELS = 3;

/** The organisation tree beside the user list: choosing one scopes the list to it. */
export function OrgScopeTree({
  orgId,
  withDescendants,
  onChange,
}: {
  orgId: number | null;
  withDescendants: boolean;
  onChange: (orgId: number | null, withDescendants: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  // asked for once the list beside it has been drawn and the browser is idle: the rows come
  // first, and the tree is drawn in a transition that gives way to the user's input
  const idle = useIdle();
  const tree = useUserOrgTreeQuery(undefined, { skip: !idle });
  const data = useDeferredValue(tree.data);
  const { isError } = tree;
  // the spinner stays until the transition has the tree: drawn once, not first without its items
  const waiting = tree.isUninitialized || tree.isFetching || tree.data !== data;
  const items = useMemo<OrgTreeItem[]>(
    () => [
      { id: ALL_ORGS, label: t('user.allOrgs') },
      ...orgTreeItems(data ?? [], t('status.disabled')),
    ],
    [data, t],
  );
  const openIds = useMemo(() => openOrgIds(data ?? [], OPEN_LEVELS), [data]);
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" id="user-org-tree" sx={{ mb: 1 }}>
        {t('user.orgTree')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={withDescendants}
            onChange={(event) => onChange(orgId, event.target.checked)}
          />
        }
        label={t('user.withDescendants')}
      />
      {isError && <Alert severity="warning">{t('user.orgTreeEmpty')}</Alert>}
      {waiting && !data ? (
        <Spinner size={20} />
      ) : (
        <RichTreeView
          // a new tree opens its first levels again (they are only its default)
          key={openIds.join(',')}
          aria-labelledby="user-org-tree"
          items={items}
          defaultExpandedItems={openIds}
          selectedItems={orgId === null ? ALL_ORGS : String(orgId)}
          onSelectedItemsChange={(_, itemId) =>
            onChange(
              itemId === null || itemId === ALL_ORGS ? null : Number(itemId),
              withDescendants,
            )
          }
          sx={{ '& .MuiTreeItem-label': { fontSize: 14 } }}
        />
      )}
    </Box>
  );
}

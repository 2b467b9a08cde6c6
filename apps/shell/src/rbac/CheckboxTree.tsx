import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { type TreeRecord, checkState } from './tree';

export interface CheckboxTreeProps<T extends TreeRecord> {
  /** Names the tree for assistive technology. */
  label: string;
  roots: readonly T[];
  /** Text of a node (its checkbox's name). */
  labelOf: (node: T) => string;
  checked: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  expanded: ReadonlySet<number>;
  onExpand: (id: number, open: boolean) => void;
  disabled?: boolean;
}

/**
 * A tree of checkboxes: a node shows checked, half-checked (some nodes below it checked) or
 * unchecked; the arrow beside a parent opens and closes its children. The rules of checking live
 * in `tree.ts`; this only draws them.
 */
export function CheckboxTree<T extends TreeRecord>(props: CheckboxTreeProps<T>) {
  return (
    <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {props.roots.map((node) => (
        <TreeItem key={node.id} node={node} depth={0} {...props} />
      ))}
    </Box>
  );
}

function TreeItem<T extends TreeRecord>({
  node,
  depth,
  ...props
}: CheckboxTreeProps<T> & { node: T; depth: number }) {
  const { t } = useTranslation('shell');
  const children = (node.children ?? []) as readonly T[];
  const open = props.expanded.has(node.id);
  const state = checkState(node, props.checked);
  const name = props.labelOf(node);
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3 }}>
        {children.length > 0 ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'rbac.collapse' : 'rbac.expand', { name })}
            onClick={() => props.onExpand(node.id, !open)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
          <Checkbox
            size="small"
            checked={state === 'on'}
            indeterminate={state === 'half'}
            disabled={props.disabled}
            onChange={(event) => props.onToggle(node.id, event.target.checked)}
            sx={{ p: 0.5 }}
          />
          <Box component="span" sx={{ typography: 'body2' }}>
            {name}
          </Box>
        </Box>
      </Box>
      {open && children.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children.map((child) => (
            <TreeItem key={child.id} node={child} depth={depth + 1} {...props} />
          ))}
        </Box>
      )}
    </li>
  );
}

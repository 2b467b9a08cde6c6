import { createCol } from './create-widget';
import { FormOperationError } from './errors';
import { defaultIdSource, type IdSource } from './ids';
import { findWidget, updateAt } from './tree';
import type { FormDefinition } from './types';

/**
 * Appends a new column (span 24, no offset, push or pull, every breakpoint 24) to a grid.
 * Cloning and deleting a column go through `cloneWidget` and `deleteWidget`; a grid keeps at
 * least one column.
 */
export function addGridColumn(
  definition: FormDefinition,
  gridKey: string,
  options: { ids?: IdSource } = {},
): FormDefinition {
  const found = findWidget(definition, gridKey);
  if (!found) throw new FormOperationError('NOT_FOUND', `No widget with key "${gridKey}"`, gridKey);
  if (found.widget.type !== 'grid') {
    throw new FormOperationError('NOT_ALLOWED', 'Columns can only be added to a grid', gridKey);
  }
  const col = createCol(24, options.ids ?? defaultIdSource);
  return updateAt(definition, found.path, (grid) =>
    grid.type === 'grid' ? { ...grid, columns: [...grid.columns, col] } : grid,
  );
}

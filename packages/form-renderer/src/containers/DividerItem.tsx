import type { DividerWidget } from '@org/form-schema';
import Divider from '@mui/material/Divider';
import { useRuntime } from '../core/form-context';
import { classes } from '../core/layout';
import { useMetaSnapshot } from '../core/store-hooks';

const ALIGN = { left: 'left', center: 'center', right: 'right' } as const;

/** A divider line with its title at `contentPosition` (left by default). */
export function DividerItem({ widget }: { widget: DividerWidget }) {
  const runtime = useRuntime();
  const meta = useMetaSnapshot(runtime.store, widget.model ?? '');
  if (meta.hidden) return null;
  const position = ALIGN[widget.options?.contentPosition as keyof typeof ALIGN] ?? 'left';
  return (
    <Divider
      className={classes(
        'fr-divider',
        `fr-divider--${position}`,
        widget.options?.customClass,
        meta.classNames,
      )}
      textAlign={position}
      data-model={widget.model || undefined}
      aria-label={widget.name || undefined}
    >
      {widget.name || null}
    </Divider>
  );
}

import { Suspense, lazy, useEffect, useState } from 'react';
import { useKitSelector } from '../hooks';
import { whenIdle } from '../idle/idle';

const importPrompt = () => import('./ExpiredLoginPrompt');
let loading: ReturnType<typeof importPrompt> | undefined;
/** The dialog's code (MUI's Dialog, Modal, focus trap…), fetched once; a failure may retry. */
const loadPrompt = () =>
  (loading ??= importPrompt().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
const ExpiredLoginPrompt = lazy(() =>
  loadPrompt().then((module) => ({ default: module.ExpiredLoginPrompt })),
);

export interface ExpiredLoginDialogProps {
  /** Reloads the page after re-login; `location.reload` unless given (stories, tests). */
  reload?: () => void;
}

/**
 * The one 'status reminder' dialog of an expired login (codes 50008, 50012, 50014, 40001),
 * open while `session.reloginOpen` is. Nothing is rendered before it first opens; its code is
 * fetched once the page is idle, so that it is at hand when a login expires.
 */
export function ExpiredLoginDialog({
  reload = () => window.location.reload(),
}: ExpiredLoginDialogProps) {
  const open = useKitSelector((state) => state.session.reloginOpen);
  // mounted from the first opening on, so that closing plays the dialog's transition
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  useEffect(() => {
    return whenIdle(() => void loadPrompt().catch(() => undefined), 1000);
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredLoginPrompt open={open} reload={reload} />
    </Suspense>
  );
}

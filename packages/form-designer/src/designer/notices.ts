/**
 * Shows the store's notices (a refused edit becomes `state.notice`) through the notifier,
 * in the designer's language, then dismisses them.
 */
import { useEffect } from 'react';
import type { DesignerServices } from '../services/types';
import { designerActions } from '../store/designer-slice';
import type { DesignerStore } from '../store/designer-store';

export function useNoticeForwarding(
  store: DesignerStore,
  services: DesignerServices,
  /** The message of a notice code in the designer's language (the store's text as fallback). */
  translate: (code: string, fallback: string) => string,
) {
  useEffect(() => {
    const forward = () => {
      const { notice } = store.getState().designer;
      if (!notice) return;
      const message = translate(notice.code, notice.message);
      store.dispatch(designerActions.noticeDismissed());
      services.notify({ type: 'warning', message });
    };
    forward();
    return store.subscribe(forward);
  }, [store, services, translate]);
}

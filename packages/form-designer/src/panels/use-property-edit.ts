/**
 * The panels' ways to edit the store. Every edit names the panel field it comes from, so that
 * typing in one field squashes into one undo step; leaving the field ends the step.
 */
import type { ConfigPatch, FormConfig, Widget } from '@org/form-schema';
import { useCallback } from 'react';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { propertyActions } from '../store/property-edits';
import { selectFormConfig, selectSelectedWidget } from '../store/selectors';

/** The selected widget; the panel re-renders only when that widget (or the selection) changes. */
export function useSelectedWidget(): Widget | undefined {
  return useDesignerSelector(selectSelectedWidget);
}

export function useFormConfig(): FormConfig {
  return useDesignerSelector(selectFormConfig);
}

/** `(patch, field?)`: changes options of the widget; `field` groups typing into one undo step. */
export function useOptionEdit(key: string) {
  const dispatch = useDesignerDispatch();
  return useCallback(
    (patch: Record<string, unknown>, field?: string) =>
      dispatch(propertyActions.optionsChanged({ key, patch, field })),
    [dispatch, key],
  );
}

/** `(patch, field?)`: changes form settings. */
export function useConfigEdit() {
  const dispatch = useDesignerDispatch();
  return useCallback(
    (patch: ConfigPatch, field?: string) =>
      dispatch(propertyActions.configChanged({ patch, field })),
    [dispatch],
  );
}

/** Ends the undo step of the field being left (call it on blur). */
export function useFieldLeft() {
  const dispatch = useDesignerDispatch();
  return useCallback(() => dispatch(propertyActions.fieldLeft()), [dispatch]);
}

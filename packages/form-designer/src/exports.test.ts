import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API of @org/form-designer', () => {
  // A plain list, not an inline snapshot: this suite shares its workers between files
  // (`isolate: false`), where Vitest may lose a file's snapshot state.
  it('exports exactly the documented values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEFAULT_ENDPOINTS',
      'DefinitionRejectedError',
      'FormDesigner',
      'HISTORY_STORAGE_KEY',
      'TOOLBAR_BUTTONS',
      'UnknownWidgetError',
      'clearStoredHistory',
      'createDefaultServices',
      'createDesignerState',
      'createDesignerStore',
      'customWidgetRegistry',
      'designerActions',
      'designerReducer',
    ]);
  });
});

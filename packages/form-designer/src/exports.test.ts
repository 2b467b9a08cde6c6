import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API of @org/form-designer', () => {
  it('exports exactly the documented values', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_ENDPOINTS",
        "DefinitionRejectedError",
        "FormDesigner",
        "TOOLBAR_BUTTONS",
        "UnknownWidgetError",
        "createDefaultServices",
        "createDesignerState",
        "createDesignerStore",
        "customWidgetRegistry",
        "designerActions",
        "designerReducer",
      ]
    `);
  });
});

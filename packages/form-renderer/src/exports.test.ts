import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API of @org/form-renderer', () => {
  // A plain list, not an inline snapshot: this suite shares its workers between files
  // (`isolate: false`), where Vitest may lose a file's snapshot state.
  it('exports exactly the documented values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DataSourceError',
      'DefinitionErrors',
      'FormRenderer',
      'FormValidationError',
      'MESSAGES',
      'UploadError',
      'defaultWidgets',
      'requestDataSource',
    ]);
  });

  it('registers a widget for every field type of the spec', () => {
    const fields = [
      'input',
      'textarea',
      'number',
      'radio',
      'checkbox',
      'time',
      'date',
      'rate',
      'color',
      'select',
      'switch',
      'slider',
      'imgupload',
      'fileupload',
      'editor',
      'cascader',
      'text',
      'html',
      'blank',
      'component',
      'custom',
    ];
    expect(Object.keys(api.defaultWidgets).sort()).toEqual([...fields].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { sampleView } from '../testing/dataview-mock';
import {
  bodyOf,
  draftColumnProblems,
  draftOf,
  fieldProblems,
  paramValue,
  runParamText,
  sqlParamNames,
  withSqlParams,
} from './view-draft';

describe('sqlParamNames', () => {
  it('reads :name parameters once each, not casts, quotes or comments', () => {
    const sql = `select a::text, ':quoted' as "x:y" -- :comment
      from t /* :block */ where a = :first and b = :second and c = :first`;
    expect(sqlParamNames(sql)).toEqual(['first', 'second']);
  });
});

describe('withSqlParams', () => {
  it('adds the undeclared ones as text parameters and keeps the declared', () => {
    const declared = [{ name: 'a', type: 'number' as const, required: true, defaultValue: '1' }];
    expect(withSqlParams(declared, 'select :a, :b')).toEqual([
      declared[0],
      { name: 'b', type: 'string', required: false, defaultValue: '' },
    ]);
  });
});

describe('paramValue', () => {
  it('reads numbers and booleans by type, leaves the rest for the server to judge', () => {
    expect(paramValue('number', ' 12 ')).toBe(12);
    expect(paramValue('number', 'twelve')).toBe('twelve');
    expect(paramValue('boolean', 'false')).toBe(false);
    expect(paramValue('string', ' a ')).toBe(' a ');
    expect(paramValue('date', '')).toBeUndefined();
  });
});

describe('bodyOf', () => {
  it('sends the application code, the limits as numbers and only non-default column settings', () => {
    const draft = draftOf(sampleView());
    draft.columns = draft.columns.map((column, index) =>
      index === 0 ? { ...column, columnComment: '' } : column,
    );
    draft.maxRows = '20';
    const body = bodyOf(draft, 'crm_renamed');
    expect(body).toMatchObject({ appCode: 'crm_renamed', maxRows: 20, statementTimeoutMs: 5000 });
    expect(body.columns).toEqual([
      {
        columnName: 'label',
        columnComment: '名称',
        visible: true,
        queryable: false,
        sortable: false,
      },
    ]);
  });

  it('maps the server’s column indexes back to the draft’s', () => {
    const draft = draftOf(sampleView());
    draft.columns = draft.columns.map((column, index) =>
      index === 0 ? { ...column, columnComment: '' } : column,
    );
    const problems = fieldProblems({
      kind: 'business',
      code: 40022,
      message: 'Invalid',
      data: {
        errors: [
          { field: 'body.columns[0].columnName', message: 'must be a column of the view' },
          { field: 'body.sqlText', message: 'one' },
          { field: 'body.sqlText', message: 'two' },
        ],
      },
    });
    expect(draftColumnProblems(problems, draft)).toEqual({
      'columns[1].columnName': 'must be a column of the view',
      sqlText: 'one; two',
    });
  });
});

describe('runParamText', () => {
  it('sends the given values by name, typed, and leaves out the empty ones', () => {
    const params = [
      { name: 'level', type: 'number' as const },
      { name: 'name', type: 'string' as const },
    ];
    expect(JSON.parse(runParamText(params, { level: '2', name: '' }))).toEqual([
      { name: 'level', value: 2 },
    ]);
  });
});

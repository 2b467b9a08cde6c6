import { describe, expect, it } from 'vitest';
import type { ApiError } from '../src/http/api-error';
import { render } from '../src/i18n/text';
import { checkViewSql } from '../src/services/sql-guard';
import { bindParams, readParamText } from '../src/services/view-params';

/** The problems of a refused statement, in English (fails the test when it passes). */
function refused(text: string): string[] {
  const check = checkViewSql(text);
  if (check.ok) throw new Error(`Accepted: ${text}`);
  return check.problems.map((problem) => render(problem, 'en-US'));
}

describe('the SQL check of data views', () => {
  it('accepts one SELECT or WITH statement and splits out :name parameters', () => {
    const check = checkViewSql(
      'with r as (select id, region_name from demo_region where parent_id = :parentId)\n' +
        'select id, region_name as "name", \'a;b -- c\' as note, id::text as t from r ' +
        'where region_name <> :name or :name is null -- trailing comment\n;',
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.sql.params).toEqual(['parentId', 'name']);
    expect(check.sql.parts.filter((part) => 'param' in part)).toEqual([
      { param: 'parentId' },
      { param: 'name' },
      { param: 'name' },
    ]);
    const text = check.sql.parts.map((part) => ('text' in part ? part.text : '$')).join('');
    expect(text).toContain("'a;b -- c' as note");
    expect(text).toContain('id::text');
    expect(text).not.toContain('trailing comment');
    expect(text).not.toContain(';\n');
    expect(checkViewSql('(select 1 as a) union (select 2 as a)').ok).toBe(true);
    expect(checkViewSql('select 1 as a /* a ; comment /* nested */ still */').ok).toBe(true);
  });

  it('refuses a second statement, whatever hides it', () => {
    for (const text of [
      'select 1 as a; drop table demo_region',
      'select 1 as a;select 2 as b',
      "select 1 as a; 'x'",
      'select 1 as a /* c */ ; delete from demo_region',
    ]) {
      expect(refused(text), text).toContain('one statement only: nothing may follow a semicolon');
    }
  });

  it('refuses statements that are not SELECT, and writes, locks and recursion inside one', () => {
    expect(refused('delete from demo_region')).toEqual([
      'a view must be one SELECT (or WITH … SELECT) statement',
      'DELETE is not allowed: a view only reads',
    ]);
    expect(refused('values (1)')).toContain(
      'a view must be one SELECT (or WITH … SELECT) statement',
    );
    const cases: [string, string][] = [
      ['with d as (delete from demo_region returning id) select id from d', 'DELETE'],
      ['with u as (update demo_region set level = 1 returning id) select id from u', 'UPDATE'],
      ['select * into evil from demo_region', 'INTO'],
      ['select id from demo_region for update', 'UPDATE'],
      ['select id from demo_region for share', 'SHARE'],
      [
        'with recursive r(n) as (select 1 union all select n + 1 from r) select n from r',
        'RECURSIVE',
      ],
      ['SELECT 1 AS a FROM demo_region WHERE 1 = 1 INSERT', 'INSERT'],
    ];
    for (const [text, word] of cases) {
      expect(refused(text), text).toContain(`${word} is not allowed: a view only reads`);
    }
  });

  it('refuses functions that sleep, write, read settings or files, and names holding secrets', () => {
    const cases: [string, string][] = [
      ['select pg_sleep(10) as s', 'the function pg_sleep() is not allowed in a view'],
      ['select pg_catalog.pg_sleep (1) as s', 'the function pg_sleep() is not allowed in a view'],
      ['select "pg_sleep"(1) as s', 'the function pg_sleep() is not allowed in a view'],
      [
        "select set_config('x', 'y', false) as s",
        'the function set_config() is not allowed in a view',
      ],
      ["select nextval('seq') as n", 'the function nextval() is not allowed in a view'],
      [
        "select pg_read_file('/etc/passwd') as f",
        'the function pg_read_file() is not allowed in a view',
      ],
      ["select lo_import('/etc/passwd') as f", 'the function lo_import() is not allowed in a view'],
      [
        "select query_to_xml('select 1', true, true, '') as x",
        'the function query_to_xml() is not allowed in a view',
      ],
      ["select dblink_exec('x', 'y') as x", 'the function dblink_exec() is not allowed in a view'],
      [
        'select account, password_hash from sys_user',
        'password_hash holds secrets; a view cannot read it',
      ],
      ['select id from sys_session', 'sys_session holds secrets; a view cannot read it'],
      ['select value from "SYS_META"', 'sys_meta holds secrets; a view cannot read it'],
    ];
    for (const [text, problem] of cases) expect(refused(text), text).toContain(problem);
  });

  it('refuses quoting it cannot read safely, and unclosed text', () => {
    const cases: [string, string][] = [
      [
        'select $$x$$ as a',
        '`$` is not accepted (dollar quoting or positional parameters): use :name parameters',
      ],
      [
        'select $1 as a',
        '`$` is not accepted (dollar quoting or positional parameters): use :name parameters',
      ],
      ["select E'\\'' as a", "escape strings (E'…') are not accepted"],
      ["select U&'d\\0061t' as a", 'Unicode escapes (U&…) are not accepted'],
      ["select 'open as a", 'a string is not closed'],
      ['select "open as a', 'a quoted name is not closed'],
      ['select 1 as a /* open', 'a comment is not closed'],
      ['  -- nothing\n', 'the SQL is empty'],
    ];
    for (const [text, problem] of cases) expect(refused(text), text).toContain(problem);
  });

  it('does not mistake keywords inside literals, quoted names and longer words for statements', () => {
    for (const text of [
      "select 'delete; drop table x' as note",
      'select "update" from (select 1 as "update") t',
      'select updated_at, deleted_at, created_by from demo_region',
      "select id from demo_region where region_name like '%into%'",
    ]) {
      expect(checkViewSql(text).ok, text).toBe(true);
    }
  });
});

describe('parameter values of a view run', () => {
  const specs = [
    { name: 'parentId', type: 'number', required: true },
    { name: 'name', type: 'string', required: false, defaultValue: 'x' },
    { name: 'day', type: 'date', required: false },
    { name: 'flag', type: 'boolean', required: false },
  ];

  it('reads lists of {name, value} (or paramName/paramValue) and objects, and coerces by type', () => {
    const fromList = readParamText(
      '[{"name":"parentId","value":"12"},{"paramName":"flag","paramValue":"true"}]',
      'q',
    );
    expect(Object.fromEntries(bindParams(specs, fromList, 'q'))).toEqual({
      parentId: 12,
      name: 'x',
      day: null,
      flag: true,
    });
    const fromObject = readParamText('{"parentId": 3, "name": null, "day": "2024-02-29"}', 'q');
    // An explicit null is a value (no default): "no filter" for an optional parameter.
    expect(Object.fromEntries(bindParams(specs, fromObject, 'q'))).toMatchObject({
      parentId: 3,
      name: null,
      day: '2024-02-29',
    });
    expect(readParamText('', 'q').size).toBe(0);
    expect(readParamText('[]', 'q').size).toBe(0);
  });

  it('names every bad value, unknown name and missing required value', () => {
    const given = readParamText(
      JSON.stringify({ parentId: '1 or 1=1', day: "2024-01-01'; drop", flag: 'yes', nope: 1 }),
      'body.q',
    );
    const refusal = (() => {
      try {
        bindParams(specs, given, 'body.q');
      } catch (error) {
        return error as ApiError;
      }
      throw new Error('Accepted');
    })();
    expect(refusal.dataIn('en-US')).toEqual({
      errors: [
        { field: 'body.q.nope', message: 'is not a parameter' },
        { field: 'body.q.parentId', message: 'must be a number' },
        { field: 'body.q.day', message: 'must be a date (YYYY-MM-DD) or a date-time' },
        { field: 'body.q.flag', message: 'must be true or false' },
      ],
    });
    expect(() => bindParams(specs, new Map(), 'body.q')).toThrow('body.q.parentId: is required');
    expect(() => readParamText('not json', 'body.q')).toThrow('body.q: must be JSON');
    expect(() => readParamText('[1]', 'body.q')).toThrow(
      'body.q[0]: must be {"name": …, "value": …}',
    );
    expect(() =>
      readParamText('[{"name":"a","value":1},{"name":"a","value":2}]', 'body.q'),
    ).toThrow('body.q.a: is given twice');
  });
});

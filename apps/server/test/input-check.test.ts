import { ALL_ROUTES, API, type RouteContract, routeUrl } from '@org/api-contract';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION } from '@org/form-schema';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formDefinitions, formSubmissions, users } from '../src/db/schema/index';
import { managementSuite } from './harness';

const t = managementSuite();
const FORM = '/form-service/form/v1/form';
const SUBMIT = '/form-service/submission/v1/submission';

const NUL = 'adm\u0000in';
const LONE = 'half \ud800 a pair';

const name = (route: RouteContract) => `${route.method} ${routeUrl(route)}`;

interface Schema {
  type?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
}

/** The top-level fields of an object schema that take a string. */
function stringFields(schema: unknown): string[] {
  const properties = (schema as Schema | undefined)?.properties ?? {};
  const takesString = (s: Schema): boolean =>
    s.type === 'string' || (s.anyOf ?? []).some(takesString);
  return Object.entries(properties)
    .filter(([, field]) => takesString(field))
    .map(([key]) => key);
}

interface Refusal {
  code: number;
  message: string;
  data: { errors: { field: string; message: string }[] } | null;
}

function expectRefused(answer: { status: number; body: unknown }, field: string, what: string) {
  expect(answer.status, what).toBe(200);
  const body = answer.body as Refusal;
  expect(body.code, `${what}: ${body.message}`).toBe(40000);
  expect(
    body.data?.errors.map((error) => error.field),
    what,
  ).toContain(field);
  expect(body.message, what).toContain(field);
}

const countOf = async (table: typeof users | typeof formDefinitions | typeof formSubmissions) =>
  (await t.server.db.select({ n: count() }).from(table))[0]?.n;

describe('NUL characters and lone surrogates', () => {
  it('refuse a sign-in before any check (40000 naming the field), never 500', async () => {
    const login = routeUrl(API.auth.login);
    const byQuery = await t.server.call('POST', login, { query: { account: NUL, password: 'x' } });
    expectRefused(byQuery, 'query.account', 'query');
    const byBody = await t.server.call('POST', login, {
      body: { account: 'admin', password: LONE },
    });
    expectRefused(byBody, 'body.password', 'body');
    const byForm = await t.server.call('POST', login, {
      body: 'account=adm%00in&password=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    expectRefused(byForm, 'body.account', 'form');
  });

  it('refuse every string field of every body and query of the contract', async () => {
    let tried = 0;
    for (const route of ALL_ROUTES) {
      for (const field of stringFields(route.body)) {
        for (const text of [NUL, LONE]) {
          const answer = await t.server.call(route.method, routeUrl(route), {
            token: t.admin,
            body: { [field]: text },
          });
          expectRefused(answer, `body.${field}`, `${name(route)} body.${field}`);
          tried += 1;
        }
      }
      for (const field of stringFields(route.querystring)) {
        const answer = await t.server.call(route.method, routeUrl(route), {
          token: t.admin,
          query: { [field]: NUL },
          ...(route.body === undefined ? {} : { body: {} }),
        });
        expectRefused(answer, `query.${field}`, `${name(route)} query.${field}`);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(200);
  });

  it('refuse them at any depth, in keys too, and in list filters', async () => {
    const users = routeUrl(API.user.page);
    const filter = await t.server.call('POST', users, {
      token: t.admin,
      body: { orgName: '\u0000' },
    });
    expectRefused(filter, 'body.orgName', 'filter');
    const deep = await t.server.call('POST', users, {
      token: t.admin,
      body: { a: [{ b: { 'c d': ['ok', LONE] } }] },
    });
    expectRefused(deep, 'body.a[0].b["c d"][1]', 'deep');
    const key = await t.server.call('POST', users, { token: t.admin, body: { ['k\u0000']: 1 } });
    expectRefused(key, 'body["k\\u0000"]', 'key');
  });

  it('refuse them inside a submission’s data and a form definition, object or text', async () => {
    const before = [await countOf(formDefinitions), await countOf(formSubmissions)];
    const forms = await t.server.call<{ list: { id: number }[] }>(
      'POST',
      '/form-service/form/v1/page',
      { token: t.admin, body: { appCode: 'demo' } },
    );
    const formId = forms.body.data.list[0]?.id;
    const submitted = await t.server.call('POST', SUBMIT, {
      token: t.admin,
      body: { formId, data: { applicant: LONE, lines: [{ note: NUL }] } },
    });
    expectRefused(submitted, 'body.data.applicant', 'submission');
    expect((submitted.body as Refusal).data?.errors.map((e) => e.field)).toContain(
      'body.data.lines[0].note',
    );

    const definition = {
      schemaVersion: SCHEMA_VERSION,
      config: { ...DEFAULT_FORM_CONFIG },
      list: [{ type: 'input', name: LONE, model: 'x', key: 'k1', options: {} }],
    };
    const base = { appCode: 'demo', formCode: 'bad_text', formName: 'Bad text' };
    const asObject = await t.server.call('POST', FORM, {
      token: t.admin,
      body: { ...base, definition },
    });
    expectRefused(asObject, 'body.definition.list[0].name', 'definition object');
    const asText = await t.server.call('POST', FORM, {
      token: t.admin,
      body: { ...base, definition: JSON.stringify(definition) },
    });
    expectRefused(asText, 'body.definition.list[0].name', 'definition text');
    expect([await countOf(formDefinitions), await countOf(formSubmissions)]).toEqual(before);
  });
  it('refuse them inside the parameter text of a data view run', async () => {
    const views = await t.server.call<{ records: { id: number; viewCode: string }[] }>(
      'GET',
      '/dataview-service/view/v1/list',
      { token: t.admin, query: { pageSize: 1000 } },
    );
    const view = views.body.data.records.find((record) => record.viewCode === 'region_children');
    const run = (queryParamListStr: string) =>
      t.server.call('POST', '/dataview-service/view/v1/sql/resultAppendNotPage', {
        token: t.admin,
        body: { viewId: view?.id, queryParamListStr },
      });
    expectRefused(
      await run(JSON.stringify([{ name: 'parentId', value: NUL }])),
      'body.queryParamListStr[0].value',
      'list form',
    );
    expectRefused(
      await run(JSON.stringify({ parentId: LONE })),
      'body.queryParamListStr.parentId',
      'object form',
    );
    expectRefused(
      await run('{"parentId":1,"__proto__":{"x":1}}'),
      'body.queryParamListStr.__proto__',
      'prototype key',
    );
  });
});

describe('__proto__ and constructor keys', () => {
  const definitionWith = (key: string) =>
    `{"schemaVersion":${SCHEMA_VERSION},"config":${JSON.stringify(DEFAULT_FORM_CONFIG)},` +
    `"list":[],"${key}":{"polluted":true}}`;

  it('are refused the same way in a body and in JSON text inside a body, naming the path', async () => {
    const before = await countOf(formDefinitions);
    for (const key of ['__proto__', 'constructor']) {
      const base = `"appCode":"demo","formCode":"proto_${key.length}","formName":"Proto"`;
      const inBody = await t.server.call('POST', FORM, {
        token: t.admin,
        body: `{${base},"definition":${definitionWith(key)}}`,
      });
      expectRefused(inBody, `body.definition.${key}`, `${key} in the body`);
      const asText = await t.server.call('POST', FORM, {
        token: t.admin,
        body: `{${base},"definition":${JSON.stringify(definitionWith(key))}}`,
      });
      expectRefused(asText, `body.definition.${key}`, `${key} in JSON text`);
    }
    expect(await countOf(formDefinitions)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('are refused inside a parameter value of type json, naming where', async () => {
    for (const [text, where] of [
      ['{"a":{"__proto__":{"x":1}}}', 'value.a.__proto__'],
      ['{"constructor":{"prototype":{}}}', 'value.constructor'],
      [JSON.stringify({ a: [NUL] }), 'value.a[0]'],
    ] as const) {
      const answer = await t.call(API.param.create, t.admin, {
        body: { paramKey: 'proto.json', paramName: 'x', paramValue: text, valueType: 'json' },
      });
      expect(answer.body).toMatchObject({ code: 40022 });
      expect(answer.body.message).toContain(`body.paramValue: in its JSON, ${where} `);
    }
  });

  it('are refused at the top of a body and in a query string, and nothing is stored', async () => {
    const before = await countOf(users);
    const top = await t.server.call('POST', routeUrl(API.user.create), {
      token: t.admin,
      body: '{"account":"proto","username":"P","__proto__":{"isAdmin":true}}',
    });
    expectRefused(top, 'body.__proto__', 'top');
    const query = await t.server.call('GET', routeUrl(API.org.tree), {
      token: t.admin,
      query: { constructor: 'x' },
    });
    expectRefused(query, 'query.constructor', 'query');
    expect(await countOf(users)).toBe(before);
  });
});

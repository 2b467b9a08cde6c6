import { API, type Dict, type DictItem, type Page, routeUrl } from '@org/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from './harness';

/** Text that would change a concatenated statement or a LIKE pattern. */
const ATTACKS = [
  "' OR '1'='1",
  "'; DROP TABLE sys_dict; --",
  "x' UNION SELECT password_hash, account FROM sys_user --",
  '1) OR (1=1',
  '" OR ""="',
  "admin'--",
  '%',
  '\\',
  '%%%_',
];

let server: TestServer;
let dictTotal: number;

/** No stored secret and no database error text in an answer. */
const noSecrets = (value: unknown) => {
  const text = JSON.stringify(value);
  expect(text).not.toContain('scrypt$');
  expect(text).not.toMatch(/syntax error|at character|postgres|relation "/i);
};

beforeAll(async () => {
  server = await createTestServer();
  const admin = await server.signIn('admin');
  const page = await server.call<Page<Dict>>('POST', routeUrl(API.dict.paging), {
    token: admin,
    body: {},
  });
  dictTotal = page.body.data.total;
});
afterAll(() => server.close());

describe('SQL injection strings in search fields are plain text', () => {
  it('finds nothing for them in dictionary names and codes', async () => {
    const admin = await server.signIn('admin');
    for (const attack of ATTACKS) {
      for (const field of ['dictName', 'dictCode']) {
        const answer = await server.call<Page<Dict>>('POST', routeUrl(API.dict.paging), {
          token: admin,
          body: { [field]: attack },
        });
        expect(answer.body, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
        noSecrets(answer.body);
      }
    }
  });

  it('matches LIKE wildcards literally', async () => {
    const admin = await server.signIn('admin');
    const underscore = await server.call<Page<Dict>>('POST', routeUrl(API.dict.paging), {
      token: admin,
      body: { dictCode: '_', pageSize: 100 },
    });
    const codes = underscore.body.data.list.map((dict) => dict.dictCode);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.includes('_'))).toBe(true);
    expect(codes).not.toContain('gender');
  });

  it('finds nothing for them in item texts and dictionary codes of item pages', async () => {
    const admin = await server.signIn('admin');
    for (const attack of ATTACKS) {
      const byText = await server.call<Page<DictItem>>('POST', routeUrl(API.dict.itemPaging), {
        token: admin,
        body: { dictCode: 'gender', itemText: attack },
      });
      expect(byText.body, attack).toMatchObject({ code: 20000, data: { list: [], total: 0 } });
      const byCode = await server.call<Page<DictItem>>('POST', routeUrl(API.dict.itemPaging), {
        token: admin,
        body: { dictCode: attack },
      });
      expect(byCode.body, attack).toMatchObject({ code: 20000, data: { list: [], total: 0 } });
      noSecrets([byText.body, byCode.body]);
    }
  });

  it('signs nobody in with them as the account or the password', async () => {
    for (const attack of ATTACKS) {
      const asAccount = await server.call('POST', routeUrl(API.auth.login), {
        body: { account: attack, password: attack },
      });
      expect(asAccount.body.code, attack).toBe(60204);
      const asPassword = await server.call('POST', routeUrl(API.auth.login), {
        body: { account: 'editor', password: attack },
      });
      expect([60204, 42300, 42900], attack).toContain(asPassword.body.code);
      noSecrets([asAccount.body, asPassword.body]);
      server.clock.advance(11 * 60_000);
    }
  });

  it('finds no page for them', async () => {
    const admin = await server.signIn('admin');
    for (const attack of ATTACKS) {
      const answer = await server.call('GET', routeUrl(API.auth.pageResources), {
        token: admin,
        query: { pageCode: attack },
      });
      expect(answer.body.code, attack).toBe(40004);
      noSecrets(answer.body);
    }
  });

  it('left every table as it was', async () => {
    const admin = await server.signIn('admin');
    const page = await server.call<Page<Dict>>('POST', routeUrl(API.dict.paging), {
      token: admin,
      body: {},
    });
    expect(page.body.data.total).toBe(dictTotal);
    expect(admin).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

import { UserCreate, UserUpdate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './user.form.json';
import { createBody, editDefinition, userBody } from './user-form';
import { linksOf, withLinkFields } from './user-links-form';

// set in the assignment dialogs (roles, organisations with the main one, positions, groups)
describeFormDefinition('user', definition as FormDefinitionJson, UserCreate, [
  'roleIds',
  'orgIds',
  'mainOrgId',
  'positionIds',
  'groupIds',
]);

describe('the user form', () => {
  it('offers a password only when creating: a change never carries one', () => {
    expect(Object.keys(UserUpdate.properties)).not.toContain('password');
  });

  it('checks what the server checks, with the same patterns', () => {
    const pattern = (model: string) =>
      definition.list
        .find((widget) => widget.model === model)
        ?.rules.flatMap((rule) => ('pattern' in rule ? [rule.pattern] : []))[0];
    const schema = (field: 'account' | 'mobile') =>
      (UserCreate.properties[field] as unknown as { pattern: string }).pattern;
    expect(pattern('account')).toBe(schema('account'));
    expect(pattern('mobile')).toBe(schema('mobile'));
    const email = new RegExp(pattern('email') ?? '');
    expect(email.test('someone@example.com')).toBe(true);
    expect(email.test('')).toBe(true);
    expect(email.test('not-an-address')).toBe(false);
    const password = new RegExp(pattern('password') ?? '');
    expect(password.test('short')).toBe(false);
    expect(password.test('')).toBe(true);
    expect(password.test('long enough')).toBe(true);
  });

  it('edits without a password field', () => {
    expect(editDefinition.list.map((widget) => widget.model)).toEqual(
      definition.list.map((widget) => widget.model).filter((model) => model !== 'password'),
    );
  });
});

describe('the body sent from the user form', () => {
  it('trims the texts and keeps empty optional ones as empty texts', () => {
    expect(
      userBody({
        account: ' zhangwei ',
        username: '张伟 ',
        gender: '1',
        mobile: '',
        userType: 'app',
        personImage: '  ',
        status: 0,
        sort: '3',
        remark: ' note ',
      }),
    ).toEqual({
      account: 'zhangwei',
      username: '张伟',
      gender: '1',
      mobile: '',
      email: '',
      employeeNo: '',
      userType: 'app',
      personImage: null,
      status: 0,
      sort: 3,
      // a remark keeps its spaces
      remark: ' note ',
    });
  });

  it('falls back to the defaults for missing or unknown choices', () => {
    expect(userBody({ gender: 'x', userType: 'guest' })).toMatchObject({
      gender: '0',
      userType: 'platform',
      status: 1,
      sort: 0,
      remark: '',
      personImage: null,
    });
    expect(userBody({ gender: 2, status: '1', personImage: '/a.png' })).toMatchObject({
      gender: '2',
      status: 1,
      personImage: '/a.png',
    });
  });

  it('creates with a password only when one was typed, and with the links chosen', () => {
    const fields = { account: 'lina', username: '李娜' };
    expect(createBody({ ...fields, password: '' })).not.toHaveProperty('password');
    expect(createBody({ ...fields, password: 'long enough', mainOrgId: 7, roleIds: [3] })).toEqual({
      ...userBody(fields),
      password: 'long enough',
      mainOrgId: 7,
      orgIds: [7],
      roleIds: [3],
    });
  });
});

describe('the create dialog', () => {
  const base = definition as FormDefinitionJson;
  const links = {
    orgs: [
      { id: 4, label: '北京分公司' },
      { id: 7, label: '北京分公司 / 研发部' },
    ],
    roles: [{ id: 3, label: '普通用户 (common)' }],
    orgId: 7,
    labels: { mainOrg: '主机构', roles: '角色' },
  };

  it('asks for the main organisation (the selected one first) and the roles', () => {
    const form = withLinkFields(base, links);
    const models = form.list.map((widget) => widget.model);
    expect(models.slice(models.indexOf('employeeNo'), models.indexOf('employeeNo') + 3)).toEqual([
      'employeeNo',
      'mainOrgId',
      'roleIds',
    ]);
    const main = form.list.find((widget) => widget.model === 'mainOrgId') as unknown as {
      name: string;
      options: { defaultValue: unknown; options: unknown[]; multiple: boolean };
    };
    expect(main.name).toBe('主机构');
    expect(main.options.defaultValue).toBe(7);
    expect(main.options.options).toEqual([
      { value: 4, label: '北京分公司' },
      { value: 7, label: '北京分公司 / 研发部' },
    ]);
    const roles = form.list.find((widget) => widget.model === 'roleIds') as unknown as {
      options: { multiple: boolean; defaultValue: unknown };
    };
    expect(roles.options).toMatchObject({ multiple: true, defaultValue: [], showLabel: true });
    // the base definition is left as it was
    expect(base.list.some((widget) => widget.model === 'mainOrgId')).toBe(false);
  });

  it('sends what was chosen as the create body has it, and nothing when nothing was', () => {
    expect(linksOf({ mainOrgId: 7, roleIds: [3] })).toEqual({
      mainOrgId: 7,
      orgIds: [7],
      roleIds: [3],
    });
    expect(linksOf({ mainOrgId: '', roleIds: [] })).toEqual({});
    expect(linksOf({})).toEqual({});
  });
});

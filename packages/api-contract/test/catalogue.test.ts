import { describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  BUILT_IN_PARAMS,
  MANAGEMENT_DIRECTORY,
  PERMISSIONS,
  allManagementCodes,
  routePermission,
} from '../src/index';

/** The management screens of platform-shell §2.2. */
const SPEC_SCREENS = [
  'Organization',
  'UserManagement',
  'UserGroupManagement',
  'OfficeManagement',
  'MyDepartment',
  'RoleManagement',
  'ResourceManagement',
  'ClassificationDictionary',
  'CalendarManagement',
  'ExternalApplication',
  'ApiServer',
  'Gateway',
  'GitlabManage',
  'AppConfig',
  'SystemParameter',
];

/** Screens beyond the specification's, after what RuoYi-style back-offices offer. */
const EXTRA_SCREENS = ['Dashboard', 'DataDictionary', 'LoginLog', 'OperationLog', 'OnlineUsers'];

/** Screens that show or act on what happens: no records of their own to add or edit. */
const MONITOR_SCREENS = ['Dashboard', 'LoginLog', 'OperationLog', 'OnlineUsers'];

describe('management screens and resource codes', () => {
  it('has every screen of the specification, in its order, plus the extra ones', () => {
    const names = MANAGEMENT_DIRECTORY.menus.map((menu) => menu.routeName);
    expect(names.filter((name) => SPEC_SCREENS.includes(name))).toEqual(SPEC_SCREENS);
    expect(names.filter((name) => !SPEC_SCREENS.includes(name))).toEqual(EXTRA_SCREENS);
  });

  it('gives every directory, menu, page and button a unique code under its screen', () => {
    const codes = allManagementCodes();
    expect(new Set(codes).size).toBe(codes.length);
    for (const menu of MANAGEMENT_DIRECTORY.menus) {
      if (!MONITOR_SCREENS.includes(menu.routeName)) {
        expect(menu.buttons.map((button) => button.code)).toEqual(
          expect.arrayContaining(
            ['add', 'edit', 'remove', 'export'].map((b) => `${menu.code}:${b}`),
          ),
        );
      }
      for (const button of menu.buttons) {
        expect(button.code.startsWith(`${menu.code}:`), button.code).toBe(true);
        expect(button.name, button.code).not.toBe(button.code.split(':').pop());
      }
    }
  });

  it('names in PERMISSIONS and in the routes only codes of the catalogue', () => {
    const codes = new Set(allManagementCodes());
    const named = Object.values(PERMISSIONS).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    );
    for (const code of named) expect(codes.has(code), code).toBe(true);
    for (const route of ALL_ROUTES) {
      const code = routePermission(route);
      if (code !== undefined) expect(codes.has(code), code).toBe(true);
    }
  });
});

describe('built-in parameters', () => {
  it('have unique keys and defaults of their own type and bounds', () => {
    const keys = BUILT_IN_PARAMS.map((param) => param.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const param of BUILT_IN_PARAMS) {
      if (param.valueType === 'number') {
        const value = Number(param.value);
        expect(Number.isInteger(value), param.key).toBe(true);
        expect(value).toBeGreaterThanOrEqual(param.min ?? -Infinity);
        expect(value).toBeLessThanOrEqual(param.max ?? Infinity);
      }
      if (param.valueType === 'boolean') expect(['true', 'false']).toContain(param.value);
      // named and explained in both languages, each in its own script
      for (const text of [param.name, param.remark]) {
        expect(text['zh-CN'], param.key).toMatch(/\p{Script=Han}/u);
        expect(text['en-US'], param.key).not.toMatch(/\p{Script=Han}/u);
      }
    }
    expect(BUILT_IN_PARAMS.find((p) => p.key === 'sys.login.maxRetryCount')?.value).toBe('5');
    expect(BUILT_IN_PARAMS.find((p) => p.key === 'sys.name')?.localValue?.['en-US']).toBe(
      'Business Platform',
    );
    expect(BUILT_IN_PARAMS.find((p) => p.key === 'sys.login.lockMinutes')?.value).toBe('10');
  });
});

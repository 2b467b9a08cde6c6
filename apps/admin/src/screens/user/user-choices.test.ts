import { API, MAX_PAGE_SIZE, routeUrl } from '@org/api-contract';
import type { HttpClient } from '@org/http-client';
import { describe, expect, it } from 'vitest';
import { assignChoices, roleChoices } from './user-choices';

interface Sent {
  url: string;
  data?: { pageNo: number; pageSize: number };
  silent?: boolean;
}

/** A client that answers every list from `rows`, page by page, and keeps what was asked. */
function client(rows: readonly object[], sent: Sent[]): HttpClient {
  const request = async (config: Sent) => {
    sent.push(config);
    const { pageNo, pageSize } = config.data ?? { pageNo: 1, pageSize: MAX_PAGE_SIZE };
    const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return { list, total: rows.length, pageNo, pageSize };
  };
  return { request } as unknown as HttpClient;
}

describe('the choices of the user dialogs', () => {
  it('labels roles by name and code, from every page, without notices', async () => {
    const sent: Sent[] = [];
    // one more role than a page holds
    const roles = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, index) => ({
      id: index + 1,
      roleName: `角色${index + 1}`,
      roleCode: `role${index + 1}`,
    }));
    const choices = await roleChoices(client(roles, sent));
    expect(choices).toHaveLength(MAX_PAGE_SIZE + 1);
    expect(choices[0]).toEqual({ id: 1, label: '角色1 (role1)' });
    expect(choices.at(-1)).toEqual({
      id: MAX_PAGE_SIZE + 1,
      label: `角色${MAX_PAGE_SIZE + 1} (role${MAX_PAGE_SIZE + 1})`,
    });
    expect(sent.map((call) => [call.url, call.data?.pageNo, call.silent])).toEqual([
      [routeUrl(API.role.page), 1, true],
      [routeUrl(API.role.page), 2, true],
    ]);
  });

  it('reads positions and groups from their own lists', async () => {
    const sent: Sent[] = [];
    const positions = client([{ id: 3, positionName: '经理', positionCode: 'PM' }], sent);
    expect(await assignChoices.positions(positions)).toEqual([{ id: 3, label: '经理 (PM)' }]);
    const groups = client([{ id: 4, groupName: '审批组', groupCode: 'approve' }], sent);
    expect(await assignChoices.groups(groups)).toEqual([{ id: 4, label: '审批组 (approve)' }]);
    expect(sent.map((call) => call.url)).toEqual([
      routeUrl(API.position.page),
      routeUrl(API.userGroup.page),
    ]);
    expect(assignChoices.roles).toBe(roleChoices);
  });
});

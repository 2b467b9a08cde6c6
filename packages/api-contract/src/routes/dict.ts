import { Type } from 'typebox';
import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  Dict,
  DictCodes,
  DictCreate,
  DictItem,
  DictItemCreate,
  DictItemPagingQuery,
  DictItemUpdate,
  DictPagingQuery,
  DictStatusQuery,
  DictUpdate,
  DictWithItems,
} from '../schemas/dict';

const P = PERMISSIONS.dict;
const base = '/sysDict/v1';

/** The data dictionary calls of spec §7 and form-designer §7. */
export const dictRoutes = {
  byCode: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/dictByCode`,
    tag: 'dictionary',
    summary: 'Enabled dictionaries with their enabled items, by code',
    description:
      'Answers the dictionaries in the order asked; unknown or disabled codes are left out. ' +
      'Forms and designers read `data[0].list`.',
    access: 'signedIn',
    body: DictCodes,
    bodyLimit: 8192,
    data: Type.Array(DictWithItems),
    reads: true,
  }),
  paging: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/dictPaging`,
    tag: 'dictionary',
    summary: 'A page of dictionaries, filtered and sorted',
    description: 'Lookup data for every signed-in user (the designer asks for 1000 at once).',
    access: 'signedIn',
    body: DictPagingQuery,
    data: PageOf(Dict),
  }),
  itemPaging: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/dictItemPaging`,
    tag: 'dictionary',
    summary: 'A page of the items of one dictionary',
    description: 'Name the dictionary by `dictId` or `dictCode`.',
    access: 'signedIn',
    body: DictItemPagingQuery,
    data: PageOf(DictItem),
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/dict`,
    tag: 'dictionary',
    summary: 'Create a dictionary (dictCode unique)',
    access: { permission: P.add },
    body: DictCreate,
    data: Dict,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/dict`,
    tag: 'dictionary',
    summary: 'Change a dictionary',
    description: 'The code of a built-in dictionary cannot change.',
    access: { permission: P.edit },
    body: DictUpdate,
    data: Dict,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/dict`,
    tag: 'dictionary',
    summary: 'Delete dictionaries (soft delete; built-in ones are refused)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  createItem: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/dictItem`,
    tag: 'dictionary',
    summary: 'Add an item to a dictionary (itemValue unique within it)',
    access: { permission: P.add },
    body: DictItemCreate,
    data: DictItem,
  }),
  updateItem: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/dictItem`,
    tag: 'dictionary',
    summary: 'Change a dictionary item',
    access: { permission: P.edit },
    body: DictItemUpdate,
    data: DictItem,
  }),
  removeItem: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/dictItem`,
    tag: 'dictionary',
    summary: 'Delete dictionary items',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/dictStatus`,
    tag: 'dictionary',
    summary: 'Enable (1) or disable (0) a dictionary',
    access: { permission: P.status },
    querystring: DictStatusQuery,
    data: Dict,
  }),
};

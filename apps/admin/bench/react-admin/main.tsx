// The bench's react-admin anchor: the sign-in and the user list of the back-office in stock
// react-admin (its own sign-in page, layout and Datagrid, server-side paging), against the
// platform's own server: the authProvider signs in on the same sign-in endpoint as the
// back-office and the dataProvider reads the same user page, so both pay the same server time.
// Only react-admin's "authentication required" notification is silenced (`checkAuth` rejects
// with `message: false`): stock, it holds the sign-in form back for seconds. The labels the
// bench clicks are worded as the back-office's (账号, 密码, 登录, 每页条数).
import { createRoot } from 'react-dom/client';
import {
  Admin,
  type AuthProvider,
  type DataProvider,
  Datagrid,
  DatagridBody,
  DatagridRow,
  type DatagridRowProps,
  DateField,
  FunctionField,
  HttpError,
  type I18nProvider,
  List,
  Pagination,
  Resource,
  TextField,
  defaultI18nProvider,
} from 'react-admin';

interface User {
  id: number;
  account: string;
  username: string;
  mobile?: string;
  email?: string;
  status: number;
  createdAt?: string;
}

/** The base path of the platform's auth service, passed through to the server by the bench. */
const AUTH = '/ibsp-bg-auth';
/** The envelope's code of a call that succeeded. */
const OK = 20000;
const TOKEN_KEY = 'token';

/** Calls the platform: JSON in, the `{code, message, data}` envelope out, the token as X-Token. */
async function call<T>(path: string, body: unknown): Promise<T> {
  const token = localStorage.getItem(TOKEN_KEY);
  const response = await fetch(`${AUTH}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Token': token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== OK) throw new HttpError(envelope.message, response.status, envelope);
  return envelope.data;
}

const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const token = await call<string>('/sysUser/v1/login', { account: username, password });
    localStorage.setItem(TOKEN_KEY, token);
  },
  async logout() {
    localStorage.removeItem(TOKEN_KEY);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY)) throw { message: false };
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) throw { message: false };
  },
  async getPermissions() {
    return undefined;
  },
};

/** Reads the user page; the anchor only lists, so every other method refuses. */
const refuse = () => Promise.reject(new Error('The react-admin anchor only lists users.'));
const dataProvider: DataProvider = {
  async getList(_resource, { pagination }) {
    const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
    const { list, total } = await call<{ list: User[]; total: number }>('/sysUser/v1/page', {
      pageNo: page,
      pageSize: perPage,
    });
    return { data: list as never[], total };
  },
  getOne: refuse,
  getMany: refuse,
  getManyReference: refuse,
  create: refuse,
  update: refuse,
  updateMany: refuse,
  delete: refuse,
  deleteMany: refuse,
};

/** react-admin's English texts, but the few the bench clicks worded as the back-office's. */
const words: Record<string, string> = {
  'ra.auth.username': '账号',
  'ra.auth.password': '密码',
  'ra.auth.sign_in': '登录',
  'ra.navigation.page_rows_per_page': '每页条数',
};
const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => words[key] ?? defaultI18nProvider.translate(key, options),
};

/** A Datagrid row that the bench finds as the back-office's (`[role=row][data-id]`). */
const BenchRow = (props: DatagridRowProps) => (
  <DatagridRow {...props} role="row" data-id={props.id} />
);

const UserList = () => (
  <List
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
    exporter={false}
  >
    <Datagrid role="grid" body={<DatagridBody row={<BenchRow />} />} rowClick={false}>
      <TextField source="account" label="账号" sortable={false} />
      <TextField source="username" label="姓名" sortable={false} />
      <TextField source="mobile" label="手机" sortable={false} />
      <TextField source="email" label="邮箱" sortable={false} />
      <FunctionField<User>
        label="状态"
        sortable={false}
        render={(user) => (user.status === 1 ? '启用' : '停用')}
      />
      <DateField source="createdAt" label="创建时间" showTime sortable={false} />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider}>
    <Resource name="users" list={UserList} />
  </Admin>,
);

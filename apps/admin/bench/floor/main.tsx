// The bench's floor: the same sign-in and user list with React and MUI's plain Table, no
// framework, no router, no store, no translations. The admin bench times it in the same run as
// the back-office, so that its figures can be read as ratios to this floor on any machine.
import {
  Button,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface User {
  id: number;
  account: string;
  username: string;
  mobile?: string;
  email?: string;
  status: number;
  createdAt?: string;
}

const AUTH = '/ibsp-bg-auth';

async function call<T>(path: string, init: RequestInit, token?: string): Promise<T> {
  const response = await fetch(`${AUTH}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Token': token } : {}) },
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 20000) throw new Error(envelope.message);
  return envelope.data;
}

function Users({ token }: { token: string }) {
  const [pageNo, setPageNo] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [page, setPage] = useState<{ list: User[]; total: number }>();
  useEffect(() => {
    void call<{ list: User[]; total: number }>(
      '/sysUser/v1/page',
      { method: 'POST', body: JSON.stringify({ pageNo: pageNo + 1, pageSize }) },
      token,
    ).then(setPage);
  }, [token, pageNo, pageSize]);
  return (
    <>
      <Table size="small" role="grid">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {['账号', '姓名', '手机', '邮箱', '状态', '创建时间'].map((title) => (
              <TableCell key={title}>{title}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {page?.list.map((user) => (
            <TableRow key={user.id} role="row" data-id={user.id}>
              <TableCell padding="checkbox">
                <Checkbox size="small" />
              </TableCell>
              <TableCell>{user.account}</TableCell>
              <TableCell>{user.username}</TableCell>
              <TableCell>{user.mobile}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.status === 1 ? '启用' : '停用'}</TableCell>
              <TableCell>{user.createdAt}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={page?.total ?? 0}
        page={pageNo}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 20, 50, 100]}
        labelRowsPerPage="每页条数"
        onPageChange={(_, next) => setPageNo(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPageNo(0);
        }}
      />
    </>
  );
}

function App() {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState<string>();
  if (token) return <Users token={token} />;
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ width: 360, m: '10vh auto' }}
      onSubmit={(event) => {
        event.preventDefault();
        void call<string>('/sysUser/v1/login', {
          method: 'POST',
          body: JSON.stringify({ account, password }),
        }).then(setToken);
      }}
    >
      <TextField label="账号" value={account} onChange={(e) => setAccount(e.target.value)} />
      <TextField
        label="密码"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="contained">
        登录
      </Button>
    </Stack>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

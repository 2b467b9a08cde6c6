/**
 * A form with one cloud-storage file upload, for the browser test. The page signs in to the
 * platform (same origin, through the test's proxy), asks the platform for upload tokens, and
 * uploads straight to the storage endpoints named by `?storage=` (another origin), as an
 * application built on the renderer would.
 */
import { FormRenderer } from '@org/form-renderer';
import { DEFAULT_FORM_CONFIG, createWidget } from '@org/form-schema';
import { createRoot } from 'react-dom/client';

const storage = new URLSearchParams(location.search).get('storage') ?? '';

async function signIn(): Promise<string> {
  const response = await fetch('/ibsp-bg-auth/sysUser/v1/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123' }),
  });
  const answer = (await response.json()) as { code: number; data: string };
  if (answer.code !== 20000) throw new Error(`Sign-in failed with ${answer.code}`);
  return answer.data;
}

function definition() {
  const files = createWidget('fileupload', { name: 'Attachments' });
  return {
    list: [
      {
        ...files,
        model: 'attachments',
        options: {
          ...files.options,
          isQiniu: true,
          tokenType: 'func' as const,
          tokenFunc: 'getUploadToken',
          domain: `${storage}/file`,
          limit: 3,
        },
      },
    ],
    config: { ...DEFAULT_FORM_CONFIG },
  };
}

async function start(): Promise<void> {
  const session = await signIn();
  const getUploadToken = async () => {
    const response = await fetch('/ibsp-bg-auth/storage/v1/uptoken', {
      headers: { 'X-Token': session },
    });
    const answer = (await response.json()) as { data: { uptoken: string } };
    return answer.data.uptoken;
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <FormRenderer
      definition={definition()}
      remote={{ getUploadToken }}
      getToken={() => session}
      upload={{ cloud: { apiHost: storage } }}
    />,
  );
}

void start();

import { packageBuild } from '../../tsup.base';

// Two entries: the main one runs anywhere (browsers, workers, Node); `./node` adds what needs
// Node's file system, crypto and HTTP client. Of the main entry's values the Node entry uses only
// the error helpers and the fetch transport (nodeTransport's fallback for FormData): a shared
// chunk in ESM, a copy in CommonJS (`isUploadError` recognises an error of either copy).
export default packageBuild({
  entry: { index: 'src/index.ts', 'index.node': 'src/node/root.ts', node: 'src/node/index.ts' },
  platform: 'neutral',
  external: [/^node:/],
  tsconfig: 'tsconfig.build.json',
});

import { packageBuild } from '../../tsup.base';

// Two entries: the main one runs anywhere (browsers, workers, Node); `./node` adds what needs
// Node's file system and crypto. The Node entry imports only types from the main one.
export default packageBuild({
  entry: { index: 'src/index.ts', node: 'src/node/index.ts' },
  platform: 'neutral',
  external: [/^node:/],
  tsconfig: 'tsconfig.build.json',
});

import { packageBuild } from '../../tsup.base';

export default packageBuild({
  external: [/^react/, /^@mui\//, /^@emotion\//, /^@org\//],
});

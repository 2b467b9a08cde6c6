/**
 * An upload in a process of its own, for the resume test to kill: a file from disk, resume
 * points in a directory. Arguments: apiHost token path key storeDir.
 */
import { uploadFile } from '../src/index';
import { fileFromPath, fileResumeStore, nodeHasher } from '../src/node/index';

const [apiHost, token, path, key, storeDir] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];

const result = await uploadFile(await fileFromPath(path), {
  token,
  key,
  config: {
    apiHost,
    resumeStore: fileResumeStore(storeDir),
    hasher: nodeHasher(),
    retryBaseDelayMs: 5,
    disableStatisticsReport: true,
  },
});
process.stdout.write(JSON.stringify(result));

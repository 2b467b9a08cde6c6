/**
 * Files up to 4 MiB (and any file with `forceDirect`): one multipart POST to the upload host
 * with `token`, `key`, `fname`, the custom variables and the file. Retrying it is safe: the
 * server treats the same content under the same key as the same upload.
 */
import { type UploadJob, type UploadOutcome, trackProgress } from './job';
import { jsonObject, send } from './send';
import { wholeBlob } from './source';

export async function formUpload(job: UploadJob): Promise<UploadOutcome> {
  const { facts, config } = job;
  const progress = trackProgress(job, [facts.size], false);
  progress.setPhase('uploading');
  let file = wholeBlob(job.source);
  if (file.type === '' && facts.type !== '') file = file.slice(0, file.size, facts.type);
  const digest =
    config.verify === 'qetag' ? config.hasher().digest('sha1', file, job.send.signal) : undefined;
  digest?.catch(() => undefined);
  let host = job.hosts.pick();
  const answer = await send(job.send, {
    name: 'The form upload',
    retryBadResponse: true,
    request: (token) => {
      const form = new FormData();
      form.append('token', token);
      if (job.key !== undefined && job.key !== null) form.append('key', job.key);
      form.append('fname', job.fname);
      for (const [name, value] of Object.entries(job.vars)) form.append(name, value);
      form.append('file', file, job.fname || 'file');
      return {
        method: 'POST',
        url: `${host}/`,
        body: form,
        onUploadProgress: (loaded, total) => {
          progress.sent(0, total > 0 ? (loaded / total) * facts.size : 0);
          // Every byte is out; what remains is the server's answer.
          if (total > 0 && loaded >= total) progress.setPhase('finalizing');
        },
      };
    },
    parse: (response) => jsonObject(response, 'The form upload'),
    onRetry: (error) => {
      job.hosts.reportFailure(host, error.code);
      host = job.hosts.pick();
    },
  });
  job.hosts.reportSuccess(host);
  progress.done(0);
  return { answer, blockDigests: digest ? [await digest] : undefined, progress };
}

/**
 * Uploads: the upload code and the upload-token getter are chunks that load with the first
 * upload (or token request), so a form without upload widgets never loads them.
 */
import type { FileUploadWidget, ImgUploadWidget } from '@org/form-schema';
import type { RendererServices } from '../contract';
import type { DataSourceClient } from '../data-sources/data-source-client';
import type { RuntimeHost } from './runtime-options';

export interface UploadsOptions {
  host: () => RuntimeHost;
  /** A cloud-storage token may be the result of a data source (`tokenDataSource`). */
  dataSources: DataSourceClient;
}

export interface RuntimeUploads {
  uploadFile: RendererServices['uploadFile'];
  getUploadToken: RendererServices['getUploadToken'];
}

export function createUploads({ host, dataSources }: UploadsOptions): RuntimeUploads {
  const getUploadToken = async (widget: ImgUploadWidget | FileUploadWidget) => {
    const { createUploadTokenGetter } = await import('../services/upload-token');
    return createUploadTokenGetter({
      remote: () => host().remote,
      sendRequest: (name) => dataSources.send(name),
    })(widget);
  };
  const uploadFile: RendererServices['uploadFile'] = async (request) => {
    const { createUploadFile } = await import('../services/upload-file');
    return createUploadFile({
      settings: () => host().upload,
      getToken: () => host().getToken?.(),
      getUploadToken,
    })(request);
  };
  return { uploadFile, getUploadToken };
}

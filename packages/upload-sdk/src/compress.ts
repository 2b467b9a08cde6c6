/**
 * Image compression before upload (qiniu-js's `compressImage`): PNG, JPEG, WEBP and BMP are
 * redrawn on a canvas at quality 0.92 (JPEG and WEBP; PNG is lossless), optionally scaled to
 * fit `maxWidth` × `maxHeight`. Any other type is an "unsupported file type" error. The image
 * is decoded with `createImageBitmap`, which applies EXIF orientation, and encoded with
 * `canvas.toBlob` / `OffscreenCanvas.convertToBlob` (no data URLs), so it also works in a
 * worker. Browsers that cannot encode BMP give PNG for it.
 */
import { COMPRESSIBLE_IMAGE_TYPES, UPLOAD_DEFAULTS } from './constants';
import { UploadError } from './errors';

export interface CompressOptions {
  /** 0–1, for JPEG and WEBP. Default 0.92. */
  quality?: number;
  /** Answer the original file when the result would be larger. */
  noCompressIfLarger?: boolean;
  maxWidth?: number;
  maxHeight?: number;
}

export interface CompressResult {
  dist: Blob;
  width: number;
  height: number;
}

type Canvas2D = {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
};

function makeCanvas(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { canvas, context };
  }
  const doc = (globalThis as { document?: Document }).document;
  if (doc) {
    const canvas = doc.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (context) return { canvas, context };
  }
  throw new UploadError('unsupported-environment', 'Image compression needs a canvas');
}

function encode(canvas: Canvas2D['canvas'], type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(blob)
          : reject(new UploadError('unsupported-environment', 'The canvas produced no image')),
      type,
      quality,
    );
  });
}

export async function compressImage(
  file: Blob,
  options: CompressOptions = {},
): Promise<CompressResult> {
  if (!COMPRESSIBLE_IMAGE_TYPES.includes(file.type)) {
    throw new UploadError(
      'unsupported-file-type',
      `unsupported file type: ${file.type || 'unknown'}`,
    );
  }
  if (typeof createImageBitmap !== 'function') {
    throw new UploadError('unsupported-environment', 'Image compression needs createImageBitmap');
  }
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(
      1,
      options.maxWidth ? options.maxWidth / bitmap.width : 1,
      options.maxHeight ? options.maxHeight / bitmap.height : 1,
    );
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const { canvas, context } = makeCanvas(width, height);
    if (file.type === 'image/jpeg' || file.type === 'image/bmp') {
      // No alpha in these: paint white so transparent areas do not turn black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const dist = await encode(
      canvas,
      file.type,
      options.quality ?? UPLOAD_DEFAULTS.compressQuality,
    );
    if (options.noCompressIfLarger && dist.size > file.size) {
      return { dist: file, width: bitmap.width, height: bitmap.height };
    }
    return { dist, width, height };
  } finally {
    bitmap.close();
  }
}

import { describe, expect, it } from 'vitest';
import { compressImage } from './compress';
import { COMPRESSIBLE_IMAGE_TYPES, UPLOAD_DEFAULTS } from './constants';

describe('compressImage', () => {
  it('accepts only PNG, JPEG, WEBP and BMP, at quality 0.92 by default', () => {
    expect(COMPRESSIBLE_IMAGE_TYPES).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/bmp',
    ]);
    expect(UPLOAD_DEFAULTS.compressQuality).toBe(0.92);
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])(
    'refuses %j as an unsupported file type',
    async (type) => {
      await expect(compressImage(new Blob(['x'], { type }))).rejects.toMatchObject({
        name: 'UploadError',
        kind: 'unsupported-file-type',
        message: `unsupported file type: ${type || 'unknown'}`,
      });
    },
  );

  it('says so where there is no way to decode images (Node)', async () => {
    await expect(compressImage(new Blob(['x'], { type: 'image/png' }))).rejects.toMatchObject({
      kind: 'unsupported-environment',
    });
  });
});

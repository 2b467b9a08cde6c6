/**
 * The upload SDK on a bare page, for browser tests of what only a browser has: hashing in a
 * worker, resume points in localStorage across a reload, image compression on a canvas.
 */
import * as sdk from '@org/upload-sdk';

/** Deterministic bytes: the same seed gives the same file on every page load. */
function generated(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < size; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** A file that is the same, by content and by every property, on each page load. */
function sameFile(size: number, seed: number, name = 'resume.bin'): File {
  return new File([generated(size, seed)], name, {
    type: 'application/octet-stream',
    lastModified: 1_700_000_000_000,
  });
}

Object.assign(window, { sdk, sameFile, uploadSdkReady: true });

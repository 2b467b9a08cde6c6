import { AVATAR_MAX_BYTES } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1024 }, null],
    [{ type: 'image/jpeg', size: AVATAR_MAX_BYTES }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, null],
    [{ type: 'image/svg+xml', size: 10 }, 'type'],
    [{ type: 'application/pdf', size: 10 }, 'type'],
    [{ type: '', size: 10 }, 'type'],
    [{ type: 'image/png', size: AVATAR_MAX_BYTES + 1 }, 'size'],
    [{ type: 'image/png', size: 0 }, 'empty'],
  ])('%j → %s', (file, problem) => {
    expect(avatarFileProblem(file)).toBe(problem);
  });

  it('offers the accepted types to the file input', () => {
    expect(AVATAR_ACCEPT).toBe('image/png,image/jpeg,image/gif,image/webp');
  });
});

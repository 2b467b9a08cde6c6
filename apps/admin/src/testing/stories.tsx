import type { MockHandler } from '@org/app-kit';
import { StoryFrame, type StoryFrameProps } from '@org/app-kit/testing';
import { adminMessages } from '../messages';

/** The answer of a mocked list call: the page of `rows` the body asks for (10 by default). */
export function pageAnswer<T>(rows: readonly T[], body: unknown): ReturnType<MockHandler> {
  const { pageNo = 1, pageSize = 10 } = (body ?? {}) as { pageNo?: number; pageSize?: number };
  return {
    code: 20000,
    data: {
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: rows.length,
      pageNo,
      pageSize,
    },
  };
}

/** A signed-in user who holds no resource code: lists without the buttons that change them. */
export const READ_ONLY_USER: NonNullable<StoryFrameProps['user']> = {
  isAdmin: false,
  menu: ['viewer'],
  roleList: [],
  resources: [],
};

/** The kit's story frame with the admin app's texts, signed in (as admin unless `user`). */
export function AdminStoryFrame(props: Omit<StoryFrameProps, 'messages' | 'signedIn'>) {
  return <StoryFrame signedIn messages={adminMessages} {...props} />;
}

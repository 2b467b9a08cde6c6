import { StoryFrame, type StoryFrameProps } from '@org/app-kit/testing';
import { adminMessages } from '../messages';

/** The kit's story frame with the admin app's texts, signed in (as admin unless `user`). */
export function AdminStoryFrame(props: Omit<StoryFrameProps, 'messages' | 'signedIn'>) {
  return <StoryFrame signedIn messages={adminMessages} {...props} />;
}

// What the apps' stories use: `@org/app-kit/testing`.
export {
  READ_ONLY_USER,
  pageAnswer,
  route,
  sampleResource,
  sampleUser,
  userInfo,
} from './fixtures';
export { StoryFrame } from './StoryFrame';
export type { StoryFrameProps } from './StoryFrame';
export { profileFixture, profileServer, sessionsFixture } from '../profile/profile-fixtures';

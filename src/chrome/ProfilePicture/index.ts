export { ProfilePicture } from './ProfilePicture';
export type { ProfilePictureProps } from './ProfilePicture';

// createS3Uploader lives in './s3' on its own: it imports @aws-sdk/client-s3 (an optional peer).
export { createPresignedUploader, presignViaApi } from './presigned';
export type {
  PresignedUpload,
  PresignFunction,
  PresignedUploaderOptions,
  PresignViaApiOptions,
} from './presigned';
export { objectKeyFor, parseObjectKey } from '../../kernel/objectKey';
export type { ObjectKey } from '../../kernel/objectKey';
export { assertUploadableImage } from './guard';
export type { ImageGuardOptions } from './guard';
export {
  IMAGE_TYPES,
  IMAGE_TYPE_ERROR,
  checkImageFile,
  isAllowedImageMime,
  sniffImageType,
} from '../../kernel/imageType';
export type { ImageMimeType } from '../../kernel/imageType';

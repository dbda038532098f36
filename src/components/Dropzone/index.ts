export { Dropzone } from './Dropzone';
export type { DropzoneProps } from './Dropzone';

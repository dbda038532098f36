/**
 * The media and data primitives' strings in Arabic: a chunk of its own, fetched the first
 * time one of them renders in this locale (../../areas.ts).
 */
export { media } from './media';
export { data } from './data';

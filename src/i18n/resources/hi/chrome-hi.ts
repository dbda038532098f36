/**
 * The chrome entry's strings in Hindi: a chunk of its own, fetched the first time one of
 * its components renders in this locale (../../areas.ts).
 */
export { chrome } from './chrome';

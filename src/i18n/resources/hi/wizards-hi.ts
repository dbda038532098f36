/**
 * The wizards entry's strings in Hindi: a chunk of its own, fetched the first time one of
 * its components renders in this locale (../../areas.ts).
 */
export { catalog } from './catalog';
export { wizard } from './wizard';
export { seller } from './seller';

import { common } from './common';
import { fields } from './fields';
import { validation } from './validation';
import { account } from './account';
import { errorsCore as errors } from './errorsCore';
import type { ErrorsStrings } from './errors';

/**
 * The kit's core strings in English: what every screen needs (fields, forms, validation, account
 * screens, error texts). `createI18n` bundles them; the media and data primitives', the wizards'
 * and the chrome's strings come with their components (../areas.ts).
 */
export const coreEn = { common, fields, validation, account, errors };

/**
 * The core areas as every other locale gives them: the errors area with a text per refusal code
 * (English leaves the codes to the server's own messages).
 */
export type KitCoreResources = Omit<typeof coreEn, 'errors'> & { errors: ErrorsStrings };

/**
 * Refusal messages a screen raises itself, without the whole code table (./errorCodes.ts, which
 * uses them): the sign-in screen treats an empty answer as a refusal, on the first screen a
 * reader loads.
 */
export const INVALID_CREDENTIALS = 'Invalid username or password';

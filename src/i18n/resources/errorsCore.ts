/**
 * The errors area as the core bundle holds it in English: the transport failures no server
 * answered. The English of each refusal code is the server's own message (errorText falls back
 * to it), so the code table (./errors.ts) is not bundled; other locales translate every code.
 */
export const errorsCore = {
  network: 'The server could not be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  generic: 'Something went wrong. Please try again.',
};

/** The part of jsdom the reference server uses (lib/richText.ts); jsdom ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

/*
 * Countries and provinces. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

export interface Country {
  id: string;
  name: string;
  shortname?: string;
}

export interface Province {
  shortname: string;
  longname: string;
}

import type { Id } from './common';

/*
 * Upload targets and results. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

/** Where an image goes (docs/behaviour.md, "Calls" object storage keys). */
export type UploadTarget =
  | { kind: 'logo'; company_po_id: Id }
  | { kind: 'about-us'; company_po_id: Id }
  | { kind: 'banner'; company_po_id: Id }
  | { kind: 'product-logo'; company_po_id: Id; prod_id: Id };

export interface UploadResult {
  /** The object key, e.g. `12/logo.png`. */
  key: string;
  /** Where the stored image can be read. */
  url: string;
}

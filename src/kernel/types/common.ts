/*
 * Ids and account kinds, shared by every entity. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

/** Ids are numbers on the wire; optional text fields may be null when a record was never filled. */
export type Id = number;

/** Which kind of account: company administrator (PO) or seller administrator. */
export type AccountKind = 'company' | 'seller';

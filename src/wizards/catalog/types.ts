import type { Id } from '../../api/types';

/**
 * What every catalog step takes (docs/behaviour.md, "Screens and routes" steps 6–10). The flow owns navigation and
 * reports the step's completion page in `onCreated`.
 */
export interface CatalogStepProps {
  /** The company whose catalog is shown and added to. */
  companyId: Id;
  /** Moves on to the next step (Level1Step only once a level 1 category exists). */
  onNext: () => void;
  /** Moves back to the previous step; no Back button without it. */
  onBack?: () => void;
  /** Called after each successful create (the flow reports page6, page8 … there). */
  onCreated?: () => void | Promise<void>;
}

/** What every standalone catalog piece (table + Add New, no navigation) takes. */
export interface CatalogSectionProps {
  /** The company whose catalog is shown and added to. */
  companyId: Id;
  /** Called after each successful create, once the list is refreshed. */
  onCreated?: () => void | Promise<void>;
  /**
   * Adds a Remove button to each row, asking before it removes (docs/behaviour.md, "States and transitions"): for the
   * store's administrators, or for a seller on its own shop's banners and collections; the
   * server refuses anything else. @default false
   */
  removable?: boolean;
}

/** One choice of a category select: the record's id and its name. */
export interface CatalogOption {
  /** The record id (level1_id, level2_id …). */
  value: Id;
  /** The name shown. */
  label: string;
}

/** What every add-new modal takes besides its options. */
export interface CatalogModalProps<V> {
  /** Whether the modal is shown; its form starts empty each time it opens. */
  open: boolean;
  /** Called by the close (×) and Cancel buttons (Escape and the backdrop do not close it). */
  onClose: () => void;
  /** Called with the valid values; a returned promise keeps the modal busy. */
  onSubmit: (values: V) => void | Promise<unknown>;
  /** Shows Save busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's message for a failed save, shown in red above the fields; typed values stay. */
  serverError?: string | null;
  /**
   * The refusal itself (what the save threw): one that names a field is worded with the field's
   * label ('Level1 Category Name must be at most 100 characters') instead of `serverError`.
   */
  serverRefusal?: unknown;
  /** Called when the user changes a field: clear `serverError` with it. */
  onEdit?: () => void;
}

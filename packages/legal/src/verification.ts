// How far each fact in src/data was checked. Levels come from the legal-facts dataset (`legal-facts.json`)
// (meta.verification_levels); anything not 'verified_*' is treated as "cannot confirm", never as fact.

export type Verification =
  /** Last article counted by script in a 2025-09 copy of the Planalto compiled text. */
  | 'verified_count_from_text'
  /** Rule or date read in the norm's own text. */
  | 'verified_text'
  /** Confirmed by a public page. */
  | 'verified_page'
  /** Indirect confirmation only (a page or text that mentions it). */
  | 'verified_partial_page'
  | 'verified_partial_text'
  /** Highest number found plus a negative search for a higher one. */
  | 'verified_partial_search'
  /** Existence confirmed from a note in another verified text. */
  | 'verified_reference'
  /** From background knowledge, NOT checked against a source. */
  | 'knowledge_unverified'
  /** Count unknown; left null. */
  | 'unverified_count';

export function isConfirmed(level: Verification): boolean {
  return level.startsWith('verified_');
}

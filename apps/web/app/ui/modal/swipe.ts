/** Spec §4/§9: a bottom sheet follows the finger once it moved 8 px down and closes past 25 px. */
export const dragStartPx = 8;
export const swipeClosePx = 25;

/** How far the sheet is drawn down for a finger that moved `dy` px (0 until the drag started). */
export function sheetOffset(dy: number): number {
  return dy > dragStartPx ? dy - dragStartPx : 0;
}

/** Whether releasing after a downward move of `dy` px (with the drag started) closes the sheet. */
export function swipeCloses(dy: number): boolean {
  return dy > dragStartPx && dy > swipeClosePx;
}

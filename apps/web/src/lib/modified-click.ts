/**
 * A click the browser should handle itself (a new tab or window: a modifier key, or not the main
 * button). React-free (the islands' entry reads it before React loads): React's and the DOM's mouse
 * events both fit.
 */
export const modifiedClick = (e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

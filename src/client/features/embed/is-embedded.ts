/**
 * True when the app runs inside a frame (the store page embeds it). A cross-origin parent can make reading
 * window.top throw in old browsers; that too means "in a frame".
 */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

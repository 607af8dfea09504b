import { basePath } from './base-path.ts';

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

/**
 * True when the app is one of the store's pages: inside the store's frame, or served by the store's app
 * proxy under its path (the server then writes that path into <base href>). There a visitor without an
 * identity gets 'Login Required' with the store login, not this site's sign-in page: through the proxy
 * the store drops our cookies, so an account session could not last there.
 */
export function isInStore(): boolean {
  return isEmbedded() || basePath() !== '';
}

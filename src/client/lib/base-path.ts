/**
 * Where the app is served: '' at the root of its own origin, or the store's app-proxy path such as
 * '/apps/tracker' (the server writes it into <base href>). The router, API calls and photo URLs use it, so
 * the same build works at both places.
 */
export function basePath(): string {
  if (typeof document === 'undefined') return '';
  try {
    return new URL(document.baseURI).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** An app path ('/api/…') as the browser must request it from here: under the base path. */
export function appPath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${basePath()}${path}` : path;
}

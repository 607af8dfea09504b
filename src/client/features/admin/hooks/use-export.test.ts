import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '#client/lib/i18n/i18n.ts';
import { HttpError } from '#client/lib/request.ts';
import { exportFailureText } from './use-export.ts';

describe('exportFailureText', () => {
  it("shows the server's message as it stands, e.g. an unknown email", () => {
    const err = new HttpError(404, 'Not Found', '{"message":"No account found for x@example.com"}');
    expect(exportFailureText(err)).toBe('No account found for x@example.com');
  });

  it("says 'Export failed: {status text}' for an HTTP failure without a message", () => {
    expect(exportFailureText(new HttpError(502, 'Bad Gateway', ''))).toBe('Export failed: Bad Gateway');
    expect(exportFailureText(new HttpError(500, '', ''))).toBe('Export failed: 500');
    expect(exportFailureText(new HttpError(502, 'Bad Gateway', '<html>proxy</html>'))).toBe(
      'Export failed: 502',
    );
  });

  it("says 'Failed to export data' when the server was not reached", () => {
    expect(exportFailureText(new TypeError('Failed to fetch'))).toBe('Failed to export data');
  });
});

describe('exportFailureText in another language', () => {
  afterEach(() => showLanguage('en'));

  it('says the failure in the language shown; the server message stays as it came', async () => {
    await showLanguage('de');
    expect(exportFailureText(new HttpError(502, 'Bad Gateway', ''))).toBe(
      'Export fehlgeschlagen: Bad Gateway',
    );
    expect(exportFailureText(new TypeError('Failed to fetch'))).toBe(
      'Die Daten konnten nicht exportiert werden',
    );
    await showLanguage('fr');
    expect(exportFailureText(new HttpError(500, '', ''))).toBe('Échec de l’export\u00a0: 500');
  });
});

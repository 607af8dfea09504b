import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appConfigProblems } from './app-config-check.ts';
import { APP_URL } from './progress-customer-account/src/app-url.ts';

// shopify.app.toml (docs/decisions/065) against the tracker's own rules (Shopify's are checked by its CLI,
// shopify-cli-build.test.ts): the file in the repository passes, and each kind of mistake is reported.

const toml = readFileSync(new URL('../shopify.app.toml', import.meta.url), 'utf8');
const problems = (text: string) => appConfigProblems(text, APP_URL);
/** The file with one text replaced (the replacement must happen, or the test proves nothing). */
function edited(from: string | RegExp, to: string): string {
  const changed = toml.replace(from, to);
  expect(changed, `"${from}" is not in shopify.app.toml`).not.toBe(toml);
  return changed;
}

describe('shopify.app.toml', () => {
  it('is a valid configuration with what the tracker needs', () => {
    expect(problems(toml)).toEqual([]);
  });

  it('accepts a real Client ID in place of the placeholder, not anything else', () => {
    expect(problems(edited('"REPLACE_WITH_YOUR_CLIENT_ID"', '"a61950a2cbd5f32876b0b55587ec7a27"'))).toEqual(
      [],
    );
    expect(problems(edited('"REPLACE_WITH_YOUR_CLIENT_ID"', '"my-app"'))).toEqual([
      'client_id: neither a Client ID (32 hex characters) nor REPLACE_WITH_YOUR_CLIENT_ID',
    ]);
  });

  it('refuses a file that is not TOML or lacks what the tracker reads', () => {
    expect(problems(edited('[app_proxy]', '[app_proxy'))[0]).toMatch(/^not TOML/);
    expect(problems(edited('prefix = "apps"', 'prefixe = "apps"'))).toEqual([
      'app_proxy.prefix: Invalid input: expected string, received undefined',
    ]);
  });

  it('asks for no scope beyond the app proxy', () => {
    expect(problems(edited('"write_app_proxy"', '"write_app_proxy,read_customers"'))).toEqual([
      'access_scopes.scopes: "write_app_proxy,read_customers" instead of only write_app_proxy',
    ]);
  });

  it('serves the proxy at /apps/tracker from PUBLIC_URL/proxy', () => {
    expect(problems(edited('subpath = "tracker"', 'subpath = "progress"'))).toEqual([
      'app_proxy: serves /apps/progress instead of /apps/tracker',
    ]);
    expect(problems(edited('example.com/proxy"', 'example.com/api"'))).toEqual([
      'app_proxy.url: https://tracker.example.com/api instead of https://tracker.example.com/proxy (PUBLIC_URL/proxy)',
    ]);
  });

  it('sends each webhook once, to the path that serves it', () => {
    expect(
      problems(edited('uri = "/webhooks/shopify/customers/redact"', 'uri = "/webhooks/redact"')),
    ).toEqual([
      'webhooks: customers/redact goes to /webhooks/redact, which the tracker does not serve (/webhooks/shopify/customers/redact)',
    ]);
    expect(problems(edited('topics = ["app/uninstalled"]', 'topics = ["orders/create"]'))).toEqual([
      'webhooks: app/uninstalled subscribed 0 times, not once',
      'webhooks: orders/create is not a topic the tracker answers',
    ]);
  });

  it("names the same tracker as the customer-account page's APP_URL", () => {
    expect(appConfigProblems(toml, 'https://progress.example.org')).toEqual([
      "application_url: https://tracker.example.com is not the customer-account page's APP_URL (https://progress.example.org)",
    ]);
  });
});

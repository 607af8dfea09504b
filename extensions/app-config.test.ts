import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appConfigProblems } from './app-config-check.ts';
import { APP_URL } from './progress-customer-account/src/app-url.ts';

// shopify.app.toml (docs/decisions/065): the file in the repository passes, and each kind of mistake a
// store owner or a change could make is reported.

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

  it('refuses broken TOML and what Shopify would refuse', () => {
    expect(problems(edited('[app_proxy]', '[app_proxy'))[0]).toMatch(/^not TOML/);
    expect(problems(edited('embedded = false', 'embedded = "no"'))).toEqual([
      'embedded: Invalid input: expected boolean, received string',
    ]);
    expect(problems(edited('api_version = "2026-07"', 'api_version = "latest"'))).toEqual([
      'webhooks.api_version: must be a version like 2026-07',
    ]);
    expect(problems(edited('["shop/redact"]', '["shop/delete"]'))[0]).toMatch(
      /^webhooks\.subscriptions\.3\.compliance_topics\.0: /,
    );
    expect(problems(edited('application_url = "https://', 'application_url = "http://'))).toEqual([
      'application_url: must be an HTTPS URL',
    ]);
    expect(problems(edited('prefix = "apps"', 'prefixe = "apps"'))[0]).toMatch(/^app_proxy/);
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

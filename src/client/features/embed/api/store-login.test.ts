import { describe, expect, it } from 'vitest';
import { platformName, storeLoginUrl } from './store-login.ts';

describe('store login', () => {
  it('names the platform with a capital letter', () => {
    expect(platformName('shopify')).toBe('Shopify');
    expect(platformName('woo-commerce')).toBe('Woo-commerce');
    expect(platformName('')).toBe('Store');
  });

  it('asks GET /api/{platform}/auth with the path to come back to', () => {
    expect(storeLoginUrl('shopify', '/')).toBe('/api/shopify/auth?redirectUrl=%2F');
    expect(storeLoginUrl('shopify', '/log')).toBe('/api/shopify/auth?redirectUrl=%2Flog');
  });
});

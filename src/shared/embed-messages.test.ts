import { describe, expect, it } from 'vitest';
import { isAcceptedOrigin, isSetCustomerHashMessage } from './embed-messages.ts';

describe('embed messages', () => {
  it('accepts only the own origin and the store origin, compared exactly', () => {
    const own = 'https://tracker.example';
    const store = 'https://shop.example';
    expect(isAcceptedOrigin(own, own, store)).toBe(true);
    expect(isAcceptedOrigin(store, own, store)).toBe(true);
    expect(isAcceptedOrigin('https://shop.example.evil.com', own, store)).toBe(false);
    expect(isAcceptedOrigin('http://shop.example', own, store)).toBe(false);
    expect(isAcceptedOrigin('https://shop.example:8443', own, store)).toBe(false);
    expect(isAcceptedOrigin('https://other.example', own, null)).toBe(false);
    expect(isAcceptedOrigin('null', own, store)).toBe(false);
  });

  it('recognises a setCustomerHash message', () => {
    expect(isSetCustomerHashMessage({ type: 'setCustomerHash', customerHash: 'abc123' })).toBe(true);
    expect(isSetCustomerHashMessage({ type: 'setCustomerHash' })).toBe(false);
    expect(isSetCustomerHashMessage('setCustomerHash')).toBe(false);
    expect(isSetCustomerHashMessage(null)).toBe(false);
  });
});

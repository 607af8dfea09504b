import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '#shared/constants.ts';
import { createActionKeys, newIdempotencyKey, requestSignature } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh UUID the server accepts, also where crypto.randomUUID is missing', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(key);
    const spy = vi.spyOn(crypto, 'randomUUID').mockImplementation(undefined as never);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const fallback = newIdempotencyKey();
      expect(fallback).toMatch(UUID_V4);
      expect(fallback).toMatch(IDEMPOTENCY_KEY_PATTERN);
    } finally {
      spy.mockRestore();
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('the keys of user actions', () => {
  it('sends a retry of the same request with the same key, and a new action with a new one', () => {
    const keys = createActionKeys();
    const entry = { device: 'Measurement Update', duration: 0, length: 6 };
    const first = keys.keyFor(entry);
    expect(keys.keyFor({ ...entry })).toBe(first);
    // The form was edited: another request, another key.
    const edited = keys.keyFor({ ...entry, length: 7 });
    expect(edited).not.toBe(first);
    // Answered: the same values sent again are a new entry.
    keys.settle(entry);
    expect(keys.keyFor(entry)).not.toBe(first);
    expect(keys.keyFor({ ...entry, length: 7 })).toBe(edited);
  });

  it('tells forms apart by their fields and their photo', () => {
    const form = (notes: string, file?: File) => {
      const data = new FormData();
      data.set('device', 'Pills');
      data.set('notes', notes);
      if (file) data.set('image', file);
      return data;
    };
    const photo = new File(['jpeg'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 });
    expect(requestSignature(form('a', photo))).toBe(requestSignature(form('a', photo)));
    expect(requestSignature(form('a', photo))).not.toBe(requestSignature(form('b', photo)));
    const other = new File(['jpeg!'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 });
    expect(requestSignature(form('a', photo))).not.toBe(requestSignature(form('a', other)));
    expect(requestSignature(form('a'))).not.toBe(requestSignature(form('a', photo)));
  });
});

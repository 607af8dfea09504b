import { describe, expect, it, vi } from 'vitest';
import { type BridgeWindow, createParentBridge } from './parent-bridge.ts';

const OWN = 'https://tracker.test';
const STORE = 'https://shop.test';

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const toParent: { message: unknown; targetOrigin: string }[] = [];
  const win: BridgeWindow = {
    location: { origin: OWN },
    parent: { postMessage: (message, targetOrigin) => toParent.push({ message, targetOrigin }) },
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
  };
  const send = (origin: string, data: unknown, source: unknown = null) => {
    for (const listener of listeners) listener({ origin, data, source } as MessageEvent);
  };
  return { win, toParent, send, listeners };
}

function setup(embedded = true) {
  const page = fakeWindow();
  const onCustomerHash = vi.fn();
  const bridge = createParentBridge({ win: page.win, embedded, onCustomerHash });
  return { ...page, bridge, onCustomerHash };
}

const setHash = (customerHash: unknown) => ({ type: 'setCustomerHash', customerHash });

describe('createParentBridge', () => {
  it('announces readiness to the store origin once configured, or to any origin when none is known', () => {
    const withStore = setup();
    expect(withStore.toParent).toEqual([]);
    withStore.bridge.configure(STORE);
    withStore.bridge.configure(STORE);
    expect(withStore.toParent).toEqual([{ message: { type: 'trackerReady' }, targetOrigin: STORE }]);

    const withoutStore = setup();
    withoutStore.bridge.configure(null);
    expect(withoutStore.toParent).toEqual([{ message: { type: 'trackerReady' }, targetOrigin: '*' }]);
  });

  it('posts nothing to a parent when not in a frame', () => {
    const top = setup(false);
    top.bridge.configure(STORE);
    top.bridge.reportHeight(900);
    expect(top.toParent).toEqual([]);
  });

  it('stores a hash from the store origin or its own origin and confirms it to that origin', () => {
    const { bridge, send, toParent, onCustomerHash } = setup();
    bridge.configure(STORE);
    toParent.length = 0;
    send(STORE, setHash(' shop-customer-1 '));
    expect(onCustomerHash).toHaveBeenLastCalledWith('shop-customer-1', null);
    expect(toParent).toEqual([
      { message: { type: 'customerHashReceived', customerHash: 'shop-customer-1' }, targetOrigin: STORE },
    ]);
    send(OWN, setHash('own-page-2'));
    expect(onCustomerHash).toHaveBeenLastCalledWith('own-page-2', null);
    expect(toParent.at(-1)?.targetOrigin).toBe(OWN);
  });

  it('passes on the proof a message carries: a store proof or an invitation', () => {
    const { bridge, send, onCustomerHash } = setup();
    bridge.configure(STORE);
    const signature = 'cd'.repeat(32);
    send(STORE, { ...setHash('shown-hash'), customer_id: '42', issued_at: 1700000000, signature });
    expect(onCustomerHash).toHaveBeenLastCalledWith('shown-hash', {
      customer_id: '42',
      issued_at: 1700000000,
      signature,
    });
    send(STORE, { ...setHash('owner-hash'), expires: '1700000600', signature });
    expect(onCustomerHash).toHaveBeenLastCalledWith('owner-hash', {
      customer_hash: 'owner-hash',
      expires: 1700000600,
      signature,
    });
    send(STORE, { ...setHash('half-proof'), signature: 'nope' });
    expect(onCustomerHash).toHaveBeenLastCalledWith('half-proof', null);
  });

  it('replies to the window that sent the message', () => {
    const { bridge, send, toParent } = setup();
    bridge.configure(STORE);
    const replies: unknown[] = [];
    const sender = { postMessage: (message: unknown) => replies.push(message) } as Record<string, unknown>;
    sender.window = sender;
    send(STORE, setHash('abc'), sender);
    expect(replies).toEqual([{ type: 'customerHashReceived', customerHash: 'abc' }]);
    expect(
      toParent.filter((post) => (post.message as { type: string }).type === 'customerHashReceived'),
    ).toEqual([]);
  });

  it('ignores other origins, short hashes, the auth-page marker and other messages', () => {
    const { bridge, send, toParent, onCustomerHash } = setup();
    bridge.configure(STORE);
    toParent.length = 0;
    send('https://evil.test', setHash('abcdef'));
    send('https://shop.test.evil.test', setHash('abcdef'));
    send('http://shop.test', setHash('abcdef'));
    send(STORE, setHash('ab'));
    send(STORE, setHash('auth'));
    send(STORE, setHash(42));
    send(STORE, { type: 'somethingElse', customerHash: 'abcdef' });
    send(STORE, 'setCustomerHash');
    expect(onCustomerHash).not.toHaveBeenCalled();
    expect(toParent).toEqual([]);
  });

  it('without a configured store origin accepts only its own origin', () => {
    const { bridge, send, onCustomerHash } = setup();
    bridge.configure(null);
    send(STORE, setHash('abcdef'));
    expect(onCustomerHash).not.toHaveBeenCalled();
    send(OWN, setHash('abcdef'));
    expect(onCustomerHash).toHaveBeenCalledOnce();
  });

  it('keeps messages that arrive before the store origin is known, and judges them then', () => {
    const { bridge, send, onCustomerHash } = setup();
    send(STORE, setHash('early-store'));
    send('https://evil.test', setHash('early-evil'));
    expect(onCustomerHash).not.toHaveBeenCalled();
    bridge.configure(STORE);
    expect(onCustomerHash.mock.calls).toEqual([['early-store', null]]);
  });

  it('reports the height only when it changes, to the store origin', () => {
    const { bridge, toParent } = setup();
    bridge.reportHeight(700);
    expect(toParent).toEqual([]);
    bridge.configure(STORE);
    toParent.length = 0;
    bridge.reportHeight(700);
    bridge.reportHeight(700);
    bridge.reportHeight(0);
    bridge.reportHeight(950);
    expect(toParent).toEqual([
      { message: { type: 'trackerHeight', height: 700 }, targetOrigin: STORE },
      { message: { type: 'trackerHeight', height: 950 }, targetOrigin: STORE },
    ]);
  });

  it('without a store origin sends heights to the origin that last set a hash, else to any', () => {
    const { bridge, send, toParent } = setup();
    bridge.configure(null);
    bridge.reportHeight(500);
    expect(toParent.at(-1)).toEqual({ message: { type: 'trackerHeight', height: 500 }, targetOrigin: '*' });
    send(OWN, setHash('abcdef'));
    bridge.reportHeight(600);
    expect(toParent.at(-1)).toEqual({ message: { type: 'trackerHeight', height: 600 }, targetOrigin: OWN });
  });

  it('stops listening', () => {
    const { bridge, listeners } = setup();
    expect(listeners.size).toBe(1);
    bridge.stop();
    expect(listeners.size).toBe(0);
  });
});

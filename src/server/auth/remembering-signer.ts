import { Signer, type UnsignResult } from '@fastify/cookie';

const REMEMBERED_MAX = 10_000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= REMEMBERED_MAX) map.clear();
  map.set(key, value);
}

/**
 * The login cookie's signer (HMAC-SHA256, as @fastify/session's own) that remembers its answers: a signed-in
 * browser sends the same cookie on every request, and checking (then re-signing) it cost two HMACs each
 * time. Only good signatures are remembered, at most 10,000 of each (docs/decisions/031).
 */
export class RememberingSigner {
  private readonly signer: Signer;
  private readonly signed = new Map<string, string>();
  private readonly checked = new Map<string, UnsignResult>();

  constructor(secret: string) {
    this.signer = new Signer(secret, 'sha256');
  }

  sign(value: string): string {
    let signature = this.signed.get(value);
    if (signature === undefined) {
      signature = this.signer.sign(value);
      remember(this.signed, value, signature);
    }
    return signature;
  }

  unsign(input: string): UnsignResult {
    let result = this.checked.get(input);
    if (result === undefined) {
      result = this.signer.unsign(input);
      if (result.valid) remember(this.checked, input, result);
    }
    return result;
  }
}

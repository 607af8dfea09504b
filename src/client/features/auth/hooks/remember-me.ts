import { readStorage, writeStorage } from '#client/lib/storage.ts';

const STORAGE_KEY = 'rememberMe';

/** The 'Remember me for 30 days' choice made when registering; the login request sends it. */
export function getRememberMe(): boolean {
  return readStorage(STORAGE_KEY) === 'true';
}

export function setRememberMe(remember: boolean): void {
  writeStorage(STORAGE_KEY, remember ? 'true' : 'false');
}

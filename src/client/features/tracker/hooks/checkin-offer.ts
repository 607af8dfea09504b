import { useSyncExternalStore } from 'react';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { isMeasurementEntry } from '#shared/devices.ts';
import type { Session } from '#shared/schemas/sessions.ts';

/** The session just logged whose check-in home offers, and whose customer it is. */
export type CheckinOffer = { sessionId: number; customerHash: string | null };

// Kept in memory only: the offer belongs to the save that just happened, so a reload, another tab or
// another customer never sees it (docs/decisions/020).
let offer: CheckinOffer | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Offers the check-in of a session just logged (home shows it until answered or skipped). */
export function offerCheckin(next: CheckinOffer): void {
  offer = next;
  changed();
}

/** Withdraws the offer: skipped, done, or the session is gone. */
export function withdrawCheckinOffer(): void {
  offer = null;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current offer, if any. */
export function useCheckinOffer(): CheckinOffer | null {
  return useSyncExternalStore(subscribe, () => offer);
}

/** Offers the check-in of a session just logged, for the current customer; never for a measurement entry. */
export function useOfferCheckin(): (session: Session) => void {
  const { customerHash } = useCustomerHash();
  return (session) => {
    if (!isMeasurementEntry(session.device)) offerCheckin({ sessionId: session.id, customerHash });
  };
}

import { Link2, UserCheck } from 'lucide-react';
import type { CustomerHashSource } from '#client/lib/customer-hash.ts';

// Spec: 'Website Integration' for the url and cookie sources. Until the embedding issue lands (it adds
// hash-only customers and the cookie source), every tracker visitor is signed in: 'Account Connected'.
const WEBSITE_SOURCES: readonly string[] = [];

/** The header badge naming how this visitor is identified (spec section 1). */
export function identityBadgeLabel(source: CustomerHashSource): string {
  return WEBSITE_SOURCES.includes(source) ? 'Website Integration' : 'Account Connected';
}

export function IdentityBadge({ source }: { source: CustomerHashSource }) {
  const label = identityBadgeLabel(source);
  const Icon = label === 'Website Integration' ? Link2 : UserCheck;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-green-200 bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

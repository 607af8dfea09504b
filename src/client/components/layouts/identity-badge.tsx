import { Link2, UserCheck } from 'lucide-react';
import { type CustomerHashSource, isEmbeddingSource } from '#client/lib/customer-hash.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/**
 * The header badge naming how this visitor is identified (spec section 1): 'Website Integration' for the
 * url and cookie sources (a hash from the store page: URL, parent-page message, signed embed URL or store
 * cookie), otherwise 'Account Connected'.
 */
export function IdentityBadge({ source }: { source: CustomerHashSource }) {
  const t = useT();
  const embedding = isEmbeddingSource(source);
  const label = t(embedding ? 'identity.website' : 'identity.account');
  const Icon = embedding ? Link2 : UserCheck;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-green-200 bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

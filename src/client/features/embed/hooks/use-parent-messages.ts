import { useEffect, useRef } from 'react';
import { useAppConfig } from '#client/api/app-config.ts';
import { customerKeys } from '#client/api/customer.ts';
import { writeStoredCustomerHash } from '#client/lib/customer-hash-store.ts';
import { isEmbedded } from '#client/lib/is-embedded.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { exchangeProof } from '#client/lib/use-customer-hash.ts';
import { createParentBridge, type ParentBridge } from '../parent-bridge.ts';

/** The lookups of who this browser is (GET /api/customer/hash, proof exchanges): not re-asked on a message. */
const isCustomerLookup = (key: readonly unknown[]) => key[0] === customerKeys.lookup[0];

const appRoot = () => document.getElementById('root') ?? document.body;

/**
 * The content height the parent should give the frame: the app's own height, not the document's, which
 * never drops below the frame's current height (so the frame could grow but never shrink).
 */
const contentHeight = () => Math.ceil(appRoot().getBoundingClientRect().height);

/**
 * Talks to the embedding store page for as long as the app is open: listens for setCustomerHash from the
 * first render, and once the store origin is known announces readiness and reports the content height.
 */
export function useParentMessages(): void {
  const config = useAppConfig();
  const bridge = useRef<ParentBridge | null>(null);
  const settled = config.isSuccess || config.isError;
  const storeOrigin = config.data?.storeOrigin ?? null;

  useEffect(() => {
    const created = createParentBridge({
      win: window,
      embedded: isEmbedded(),
      // An embedding source: the badge reads 'Website Integration', and the tracker re-queries. A bare hash
      // is stored as the spec says (and refused by the server). With a proof, the hash is stored only once
      // the server has opened the store session: stored first, the tracker would ask with the hash alone
      // before the token is there, and keep the 401 for that hash.
      onCustomerHash: (customerHash, proof) => {
        if (!proof) return writeStoredCustomerHash(customerHash, 'url');
        void exchangeProof(proof).then((lookup) => {
          if (!lookup.authenticated) writeStoredCustomerHash(customerHash, 'url');
          // Answers cached for this hash (a 401 after a bare hash, say) were given to another identity.
          void queryClient.invalidateQueries({ predicate: (query) => !isCustomerLookup(query.queryKey) });
        });
      },
    });
    bridge.current = created;
    return () => {
      created.stop();
      bridge.current = null;
    };
  }, []);

  useEffect(() => {
    const current = bridge.current;
    if (!settled || !current) return;
    current.configure(storeOrigin);
    if (!isEmbedded()) return;
    current.reportHeight(contentHeight());
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => current.reportHeight(contentHeight()));
    observer.observe(appRoot());
    return () => observer.disconnect();
  }, [settled, storeOrigin]);
}

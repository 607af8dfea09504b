import { z } from 'zod';
import { DEVICE_KINDS } from '../devices.ts';
import { defineContract } from './contract.ts';

/**
 * GET /api/app-config: the store's configuration, public and without customer data. Which devices take a
 * weight is shared code (takesWeight in src/shared/devices.ts), so a device is sent by its label and kind
 * (docs/decisions/054).
 */
export const getAppConfig = defineContract({
  method: 'GET',
  path: '/api/app-config',
  summary: "The store's devices, link, origin and platform",
  tag: 'platform',
  response: z.object({
    devices: z.array(z.object({ label: z.string(), kind: z.enum(DEVICE_KINDS) })),
    storeUrl: z.string(),
    storeName: z.string(),
    /** The store page origin allowed to embed the tracker and send it messages, or null. */
    storeOrigin: z.string().nullable(),
    /** The store platform of GET /api/{platform}/auth, e.g. 'shopify'. */
    storePlatform: z.string(),
    /** The neutral page discreet mode's quick-hide leaves for (docs/decisions/022). */
    quickHideUrl: z.string(),
  }),
  errors: [],
});

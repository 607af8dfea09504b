import type { PhotoAccessAction } from '#shared/schemas/photo-access.ts';
import type { AdminViewer } from '../../auth/photo-viewer.ts';
import { photoAccessAudit } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

/**
 * Records in the photo-access audit that an administrator saw a customer's photos: one row per customer
 * (who, when, whose, what). An admin's view of their own photo, as a customer, is not recorded.
 */
export async function recordPhotoAccess(
  deps: Pick<Deps, 'db'>,
  admin: Pick<AdminViewer, 'userId' | 'email'> & { ownCustomerHash?: string | null },
  action: PhotoAccessAction,
  customerHashes: readonly string[],
  photoId: string | null = null,
): Promise<void> {
  const whose = [...new Set(customerHashes)].filter((hash) => hash !== admin.ownCustomerHash);
  if (whose.length === 0) return;
  await deps.db.insert(photoAccessAudit).values(
    whose.map((customerHash) => ({
      adminUserId: admin.userId,
      adminEmail: admin.email,
      customerHash,
      action,
      photoId,
    })),
  );
}

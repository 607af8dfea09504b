import { desc, eq } from 'drizzle-orm';
import { PHOTO_ACCESS_AUDIT_SHOWN } from '#shared/constants.ts';
import type { PhotoAccessAction, PhotoAccessList } from '#shared/schemas/photo-access.ts';
import { customerMapping, users } from '../../db/schema/accounts.ts';
import { photoAccessAudit } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

/** The newest entries of the photo-access audit, with the customer's account email when there is one. */
export async function listPhotoAccess(
  deps: Pick<Deps, 'db'>,
  limit = PHOTO_ACCESS_AUDIT_SHOWN,
): Promise<PhotoAccessList> {
  const rows = await deps.db
    .select({
      id: photoAccessAudit.id,
      at: photoAccessAudit.createdAt,
      adminEmail: photoAccessAudit.adminEmail,
      customerHash: photoAccessAudit.customerHash,
      customerEmail: users.email,
      action: photoAccessAudit.action,
      photoId: photoAccessAudit.photoId,
    })
    .from(photoAccessAudit)
    .leftJoin(customerMapping, eq(customerMapping.customerHash, photoAccessAudit.customerHash))
    .leftJoin(users, eq(users.id, customerMapping.userId))
    .orderBy(desc(photoAccessAudit.createdAt), desc(photoAccessAudit.id))
    .limit(limit);
  return {
    entries: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      action: row.action as PhotoAccessAction,
    })),
  };
}

import { eq } from 'drizzle-orm';
import { LISTING_MESSAGES as M } from '@app/contract';
import type { Database } from '../../db/client.js';
import { modelPhotos, models, outbox, users } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { photoFileNames } from './photos.service.js';

/**
 * Deletes the advertiser's account and everything personal (docs/decisions/009): the user
 * row, and through its foreign keys the listing, photos, tours, daily statistics, flags,
 * wishlist entries of the listing, codes and reset links; the mail sent to the address; then
 * the photo files. The password is asked again because nothing can be undone.
 */
export async function deleteModelAccount(
  db: Database,
  storage: ImageStorage,
  userId: number,
  currentPassword: string,
): Promise<void> {
  const [account] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) {
    throw new AppError('unprocessable', M.currentPasswordWrong, {
      current_password: M.currentPasswordWrong,
    });
  }
  const files = await db.transaction(async (tx) => {
    const photos = await tx
      .select({
        imageName: modelPhotos.imageName,
        baseName: modelPhotos.baseName,
        widths: modelPhotos.widths,
      })
      .from(modelPhotos)
      .innerJoin(models, eq(models.id, modelPhotos.modelId))
      .where(eq(models.userId, userId));
    await tx.delete(outbox).where(eq(outbox.recipient, account.email));
    await tx.delete(users).where(eq(users.id, userId));
    // Demo photos are shared by many listings and have no base name: they stay.
    return photos.filter((photo) => photo.baseName).flatMap(photoFileNames);
  });
  await Promise.all(files.map((name) => storage.remove(name).catch(() => undefined)));
}

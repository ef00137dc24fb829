import { eq } from 'drizzle-orm';
import { PROFILE_IMAGE_MAX_PIXELS, type CustomerProfile } from '@app/contract';
import type { Database } from '../../db/client.js';
import { customerProfiles, users } from '../../db/schema.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import {
  reencodeUploadedImage,
  throwIfAbandoned,
  uploadedImageName,
  type UploadControl,
} from '../../platform/storage/image-upload.js';

/** The longest side of a stored profile photo: the dashboard shows it at most 400 px wide. */
export const PROFILE_PHOTO_MAX_DIMENSION = 800;
const PROFILE_PHOTO_PREFIX = 'customer';

/** The validated text fields of a profile update (ProfileUpdateFieldsSchema's output). */
export interface ProfileChanges {
  name: string;
  age: number | null;
  language: string;
  ethinicity: string;
}

/** A customer's profile as the API answers it (docs/product/accounts.md), or undefined. */
export async function findCustomerProfile(
  db: Database,
  userId: number,
): Promise<CustomerProfile | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      age: customerProfiles.age,
      language: customerProfiles.language,
      ethnicity: customerProfiles.ethnicity,
      imageName: customerProfiles.imageName,
    })
    .from(users)
    // Accounts made before their first profile edit have no profile row yet.
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    language: row.language ?? '',
    ethinicity: row.ethnicity ?? '',
    email: row.email,
    image: row.imageName,
  };
}

export interface ProfileUpdateResult {
  /** The photo the update replaced, no longer referenced: the caller deletes its file. */
  replacedImage?: string;
}

/**
 * Writes the name and profile fields and, when a photo came, re-encodes and stores it first
 * (a NotAnImageError leaves everything as it was). The account row is locked so two updates
 * at once cannot both think they replaced the same old photo.
 */
export async function updateCustomerProfile(
  db: Database,
  storage: ImageStorage,
  userId: number,
  changes: ProfileChanges,
  photo?: Buffer,
  upload?: UploadControl,
): Promise<ProfileUpdateResult> {
  const stored = photo ? await storePhoto(storage, userId, photo, upload) : undefined;
  const newImage = stored?.name;
  try {
    const previousImage = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [current] = await tx
        .select({ imageName: customerProfiles.imageName })
        .from(customerProfiles)
        .where(eq(customerProfiles.userId, userId));
      await tx
        .update(users)
        .set({ name: changes.name, updatedAt: new Date() })
        .where(eq(users.id, userId));
      const profile = {
        age: changes.age,
        language: changes.language || null,
        ethnicity: changes.ethinicity || null,
        imageName: newImage ?? current?.imageName ?? null,
        updatedAt: new Date(),
      };
      await tx
        .insert(customerProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({ target: customerProfiles.userId, set: profile });
      return current?.imageName ?? undefined;
    });
    const replaced = newImage && previousImage && previousImage !== newImage;
    return replaced ? { replacedImage: previousImage } : {};
  } catch (error) {
    // A file this call created is referenced by nothing: do not leave it behind.
    if (stored?.created) await storage.remove(stored.name).catch(() => undefined);
    throw error;
  }
}

/** Re-encodes and saves the photo; `created` is false when the same file was already stored. */
async function storePhoto(
  storage: ImageStorage,
  userId: number,
  photo: Buffer,
  upload: UploadControl | undefined,
): Promise<{ name: string; created: boolean }> {
  const image = await reencodeUploadedImage(photo, {
    maxDimension: PROFILE_PHOTO_MAX_DIMENSION,
    maxPixels: PROFILE_IMAGE_MAX_PIXELS,
    upload,
  });
  throwIfAbandoned(upload);
  const name = uploadedImageName(PROFILE_PHOTO_PREFIX, `user:${userId}`, image);
  if (await storage.exists(name)) return { name, created: false };
  await storage.save(name, image.data);
  return { name, created: true };
}

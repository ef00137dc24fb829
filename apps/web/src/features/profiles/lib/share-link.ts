import { buildProfilePath, findState, type ModelProfile } from '@app/contract';

type ProfileIdentity = Pick<ModelProfile, 'id' | 'name' | 'state'>;

/** The profile's canonical path: the one its canonical link names and its share link uses. */
export function buildProfileCanonicalPath(profile: ProfileIdentity): string {
  return buildProfilePath(
    profile.name,
    profile.id,
    findState(profile.state)?.slug ?? profile.state,
  );
}

/**
 * The absolute link a visitor shares: the origin of `pageAddress` (any address on the site) and
 * the canonical path, nothing else.
 * Built from the path rather than the address bar, so the visitor's own query (a tracking
 * tag, a search) and any fragment never travel with it (docs/product/routes-and-screens.md#profile-page).
 */
export function buildProfileShareLink(profile: ProfileIdentity, pageAddress: string): string {
  return new URL(buildProfileCanonicalPath(profile), new URL(pageAddress).origin).href;
}

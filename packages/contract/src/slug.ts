/** 'New South Wales' → 'new-south-wales' (docs/product/routes-and-screens.md: lower case, spaces as hyphens). */
export function toSlug(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** 'new-south-wales' → 'new south wales' (hyphens back to spaces, as the header reads the query). */
export function fromSlug(slug: string): string {
  return slug.replace(/-/g, ' ').trim();
}

/** 'new-south-wales' → 'New South Wales' (how the results page titles a route word). */
export function slugToTitle(slug: string): string {
  return fromSlug(slug)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * The key places are compared by: lower case with everything but a-z and 0-9 removed.
 * So 'Kings Cross', 'kings-cross' and 'KingsCross' are one place, and the overlay's odd link
 * words 'StKilda' and 'home-bush' find 'St Kilda' and 'Homebush' (docs/product/routes-and-screens.md).
 * The database computes the same key (PLACE_KEY_SQL_PATTERN), so both sides must agree.
 */
export function toPlaceKey(text: string): string {
  return text.toLowerCase().replace(PLACE_KEY_STRIP, '');
}
const PLACE_KEY_STRIP = /[^a-z0-9]/g;
/** The same rule for PostgreSQL: regexp_replace(lower(x), PLACE_KEY_SQL_PATTERN, '', 'g'). */
export const PLACE_KEY_SQL_PATTERN = '[^a-z0-9]';

/** The profile URL of docs/product/routes-and-screens.md: name lower case with dashes, state query with dashes. */
export function buildProfilePath(name: string, id: number, state?: string): string {
  const path = `/profile/${encodeURIComponent(toSlug(name))}/${id}`;
  return state ? `${path}?state=${encodeURIComponent(toSlug(state))}` : path;
}

/** 'New South Wales' → 'new-south-wales' (SPEC.md section 2: lower case, spaces as hyphens). */
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
 * The key places are compared by: lower case with everything but letters and digits removed.
 * So 'Kings Cross', 'kings-cross' and 'KingsCross' are one place, and the spec's odd link
 * words 'StKilda' and 'home-bush' find 'St Kilda' and 'Homebush' (SPEC.md section 2).
 */
export function toPlaceKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The profile URL of SPEC.md section 2: name lower case with dashes, state query with dashes. */
export function buildProfilePath(name: string, id: number, state?: string): string {
  const path = `/profile/${encodeURIComponent(toSlug(name))}/${id}`;
  return state ? `${path}?state=${encodeURIComponent(toSlug(state))}` : path;
}

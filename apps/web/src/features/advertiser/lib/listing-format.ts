import { CONTACT_PREFERENCE_LABELS, WEEK_DAY_LABELS, type OwnListing } from '@app/contract';

const AUD = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

export function formatAmount(amount: number): string {
  return AUD.format(amount);
}

/** 'Surry Hills, Sydney NSW' or only the city, as the public side will show it. */
export function formatShownPlace(
  listing: Pick<OwnListing, 'suburb' | 'city' | 'state' | 'show_suburb'>,
): string {
  const city = listing.city || listing.suburb;
  const place =
    listing.show_suburb && listing.suburb && listing.suburb !== city
      ? `${listing.suburb}, ${city}`
      : city;
  return [place, listing.state].filter(Boolean).join(', ');
}

export function formatAvailability(listing: Pick<OwnListing, 'availability'>): string[] {
  return listing.availability.map(
    (day) =>
      `${WEEK_DAY_LABELS[day.day]}: ${day.from} – ${day.to === '00:00' ? 'midnight' : day.to}`,
  );
}

export function formatContact(listing: Pick<OwnListing, 'contact_preference' | 'phone'>): string {
  const label = CONTACT_PREFERENCE_LABELS[listing.contact_preference];
  return listing.contact_preference === 'none' || !listing.phone
    ? label
    : `${label} · ${listing.phone}`;
}

/** '2026-12-01' → '1 Dec 2026' (dates are Australian calendar days; no time zone shift). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

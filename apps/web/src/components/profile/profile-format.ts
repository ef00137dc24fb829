/** Rates are whole dollars as a rule; cents show only when a rate has them. */
export function formatAud(amount: number): string {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * A phone number as Australians write it: '0491 570 006' for mobiles, '02 9999 9999' for
 * landlines; anything else as it was given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^04\d{8}$/.test(digits))
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(digits))
    return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return phone.trim();
}

/** 'Surry Hills, Sydney, New South Wales': each part once, empty parts left out. */
export function formatPlace(parts: ReadonlyArray<string | null | undefined>): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    kept.push(text);
  }
  return kept.join(', ');
}

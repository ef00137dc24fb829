/**
 * A whole count with its thousands grouped as en-AU writes them ('1,204'), without
 * toLocaleString: the page's first number formatter loads ICU's locale data, which a count on a
 * card would otherwise do in the middle of hydration. Other numbers keep toLocaleString.
 */
function groupThousands(count: number): string {
  return Number.isInteger(count)
    ? String(count).replace(/\B(?=(\d{3})+$)/g, ',')
    : count.toLocaleString('en-AU');
}

/** `1 subscriber`, `3 subscribers`, `1,204 sign-ups`: a count with the noun that agrees with it. */
export function plural(count: number, one: string, many: string): string {
  return `${groupThousands(count)} ${count === 1 ? one : many}`;
}

/** `1 subscriber`, `3 subscribers`, `1,204 sign-ups`: a count with the noun that agrees with it. */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;
}

import fc from 'fast-check';

/**
 * Test-only: fast-check arbitraries for the one-mailbox rule
 * (docs/product/limits-and-messages.md#e-mail-addresses). `plainAddress` is what the rule must
 * accept; `notOneMailbox` wraps such addresses in what a header reads as more than one
 * mailbox: a list, a line break that starts another header, a display name, a group.
 */

/** A lower-case address of the shapes people type (dots, plus tags, hyphens, sub-domains). */
export const plainAddress: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,15}(\.[a-z0-9]{1,8})?$/),
    fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/),
    fc.constantFrom('com', 'com.au', 'net.au', 'org', 'example'),
  )
  .map(([local, host, top]) => `${local}@${host}.${top}`);

const SEPARATORS = [',', ';', ', ', '; ', ',\r\n ', '\r\n', '\n', '\r', '\r\nBcc: '] as const;
/** Control characters other than the line breaks above (NUL, tab, escape, DEL…). */
const CONTROL = fc.constantFrom('\u0000', '\t', '\u000b', '\u000c', '\u001b', '\u007f');

/** A display name as anyone could type one (quotes, commas and angle brackets included). */
const displayName = fc.string({ minLength: 1, maxLength: 20 });

/** Strings that are not one plain mailbox, each built around addresses that are. */
export const notOneMailbox: fc.Arbitrary<string> = fc.oneof(
  // A list: "victim@…, attacker@…", or a header break with a hidden recipient after it.
  fc
    .tuple(plainAddress, fc.constantFrom(...SEPARATORS), plainAddress)
    .map(([first, separator, second]) => `${first}${separator}${second}`),
  // A display name around the address.
  fc.tuple(displayName, plainAddress).map(([name, address]) => `${name} <${address}>`),
  fc.tuple(displayName, plainAddress).map(([name, address]) => `"${name}" <${address}>`),
  plainAddress.map((address) => `<${address}>`),
  // Group syntax: "friends: a@…, b@…;" and the empty "undisclosed-recipients:;".
  fc
    .tuple(fc.stringMatching(/^[a-z]{1,12}$/), plainAddress, plainAddress)
    .map(([group, first, second]) => `${group}: ${first}, ${second};`),
  fc.stringMatching(/^[a-z-]{1,20}$/).map((group) => `${group}:;`),
  // A control character inside the address (a form trims only the ends).
  fc.tuple(plainAddress, CONTROL, fc.nat()).map(([address, control, at]) => {
    const index = 1 + (at % (address.length - 1));
    return `${address.slice(0, index)}${control}${address.slice(index)}`;
  }),
);

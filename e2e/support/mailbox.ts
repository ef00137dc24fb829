/**
 * Reads what the app mailed to the test mail sink (support/mail-sink.mjs): the newest code or
 * link for an address, waiting for it to arrive.
 */
export const MAIL_SINK_SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
export const MAIL_SINK_HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3299);
const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;

export interface SinkMessage {
  readonly to: string[];
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The message's top-level headers, names lower-cased (e.g. `list-unsubscribe`). */
  readonly headers: Readonly<Record<string, string>>;
  /** When the sink received it (ms since the epoch). */
  readonly receivedAt: number;
}

export interface WaitOptions {
  /** Only messages received at or after this time (Date.now() before the action that mails). */
  readonly since?: number;
  readonly timeoutMs?: number;
}

/** Every message for `address`, newest first. */
export async function readMessages(address: string): Promise<SinkMessage[]> {
  const response = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()) as SinkMessage[];
}

/** Waits until `pick` finds something in the messages to `address` (newest first, since `since`). */
async function waitFor<T>(
  address: string,
  what: string,
  pick: (messages: SinkMessage[]) => T | null,
  { since = 0, timeoutMs = 15_000 }: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await readMessages(address)).filter((message) => message.receivedAt >= since);
    const found = pick(messages);
    if (found !== null) return found;
    if (Date.now() > deadline)
      throw new Error(`no ${what} mailed to ${address} within ${timeoutMs} ms`);
    // The sink answers from memory in a millisecond: a short pause costs little and every
    // mail a spec waits for is seen sooner.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first thing `find` finds in a message, the newest message first. */
function inNewest<T>(find: (message: SinkMessage) => T | null) {
  return (messages: SinkMessage[]): T | null => {
    for (const message of messages) {
      const found = find(message);
      if (found !== null) return found;
    }
    return null;
  };
}

/** Waits until `address` has mail that `matches`, and answers every such message, newest first. */
export function waitForMessages(
  address: string,
  matches: (message: SinkMessage) => boolean,
  options: WaitOptions = {},
): Promise<SinkMessage[]> {
  return waitFor(
    address,
    'matching mail',
    (messages) => {
      const matching = messages.filter(matches);
      return matching.length > 0 ? matching : null;
    },
    options,
  );
}

/** The 4-digit code of the newest code e-mail ("Your code for … is: 1234"). */
export function waitForCode(address: string, options: WaitOptions = {}): Promise<string> {
  return waitFor(
    address,
    'code',
    inNewest(
      (message) =>
        /\bcode\b[^\n]*?\bis:?\s*(\d{4})\b/i.exec(message.text)?.[1] ??
        /\bcode:?\s*(\d{4})\b/i.exec(message.subject)?.[1] ??
        null,
    ),
    options,
  );
}

/** The newest link in a message to `address` whose path starts with `pathPrefix` (as a path + query). */
export function waitForLink(
  address: string,
  pathPrefix: '/Verify' | '/reset-password-user' | '/reset-password',
  options: WaitOptions = {},
): Promise<string> {
  return waitFor(
    address,
    `${pathPrefix} link`,
    inNewest((message) => {
      for (const match of message.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
        const url = new URL(match[0]);
        if (url.pathname === pathPrefix) return `${url.pathname}${url.search}`;
      }
      return null;
    }),
    options,
  );
}

/** A fresh address no other test uses, on a reserved domain. */
export function uniqueEmail(label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${Date.now()}-${random}@example.com`;
}

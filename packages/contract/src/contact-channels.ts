import { canonicalPhone } from './phone.js';
import { SITE_NAME } from './site.js';

/**
 * The ways a listing may be contacted (docs/product/listings-and-moderation.md#contact-channels).
 * The advertiser ticks the ones she takes; the profile shows one button for each.
 */
export const CONTACT_CHANNELS = [
  'calls',
  'sms',
  'whatsapp',
  'telegram',
  'signal',
  'enquiry',
] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The channels a tap opens as a link; the enquiry form is the one that is not. */
export const TAP_CHANNELS = ['calls', 'sms', 'whatsapp', 'telegram', 'signal'] as const;
export type TapChannel = (typeof TAP_CHANNELS)[number];

/** A new listing, and one converted from "calls and SMS". */
export const DEFAULT_CONTACT_CHANNELS: readonly ContactChannel[] = ['calls', 'sms'];

export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  calls: 'Call',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  signal: 'Signal',
  enquiry: 'Enquiry form',
};

/** Telegram's rule for usernames: 5 to 32 of a–z, 0–9 and _ (matched without case). */
export const TELEGRAM_HANDLE_PATTERN = '[a-z0-9_]{5,32}';

export const CONTACT_CHANNEL_MESSAGES = {
  telegramHandleInvalid:
    'A Telegram username has 5 to 32 letters, digits or underscores (leave it empty to use your number).',
  failed: 'That contact could not be opened. Please try again.',
} as const;

/** `@Jade_Syd`, `t.me/jade_syd` or `https://t.me/Jade_Syd` → `jade_syd`; other text as typed. */
export function canonicalTelegramHandle(input: string): string {
  return input
    .trim()
    .replace(/^(?:https?:\/\/)?t\.me\//i, '')
    .replace(/^@/, '')
    .toLowerCase();
}

export function isTelegramHandle(handle: string): boolean {
  return new RegExp(`^${TELEGRAM_HANDLE_PATTERN}$`).test(handle);
}

/** Whether a channel reaches the advertiser on her number (Telegram does only without a handle). */
export function usesPhoneNumber(channel: ContactChannel, hasTelegramHandle: boolean): boolean {
  if (channel === 'enquiry') return false;
  return channel !== 'telegram' || !hasTelegramHandle;
}

/**
 * The channels a visitor is offered: those she ticked that can work, so a number-based one
 * only when she gave a number; in the contract's order.
 */
export function reachableChannels(
  channels: readonly ContactChannel[],
  listing: { hasPhone: boolean; hasTelegramHandle: boolean },
): ContactChannel[] {
  return CONTACT_CHANNELS.filter(
    (channel) =>
      channels.includes(channel) &&
      (listing.hasPhone || !usesPhoneNumber(channel, listing.hasTelegramHandle)),
  );
}

/** The stored 04xxxxxxxx mobile as +614xxxxxxxx (what every link scheme below wants). */
export function internationalPhone(phone: string): string {
  const canonical = canonicalPhone(phone);
  return /^04\d{8}$/.test(canonical) ? `+61${canonical.slice(1)}` : canonical;
}

/** The first words of a text or chat, so the advertiser knows where the client found her. */
export function contactGreeting(listingName: string): string {
  return `Hi ${listingName}, I found your listing on ${SITE_NAME}.`;
}

export function buildCallHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

/**
 * `sms:+614…?&body=…`: iOS reads the body after the `&`, Android's messaging apps after the
 * `?`; `?&` is the one form both fill in (decision 039).
 */
export function buildSmsHref(phone: string, body: string): string {
  return `sms:${internationalPhone(phone)}?&body=${encodeURIComponent(body)}`;
}

/** WhatsApp's click-to-chat: the number in digits only, no `+`. */
export function buildWhatsAppHref(phone: string, text: string): string {
  const digits = internationalPhone(phone).replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A username when she gave one, else her number (`t.me/+614…` opens the chat by number). */
export function buildTelegramHref(target: { handle: string; phone: string }): string {
  return target.handle
    ? `https://t.me/${target.handle}`
    : `https://t.me/${internationalPhone(target.phone)}`;
}

export function buildSignalHref(phone: string): string {
  return `https://signal.me/#p/${internationalPhone(phone)}`;
}

/** What a tap on a channel opens, for a listing's number, Telegram handle and name. */
export function buildContactHref(
  channel: TapChannel,
  listing: { phone: string; telegramHandle: string; name: string },
): string {
  const greeting = contactGreeting(listing.name);
  switch (channel) {
    case 'calls':
      return buildCallHref(listing.phone);
    case 'sms':
      return buildSmsHref(listing.phone, greeting);
    case 'whatsapp':
      return buildWhatsAppHref(listing.phone, greeting);
    case 'telegram':
      return buildTelegramHref({ handle: listing.telegramHandle, phone: listing.phone });
    case 'signal':
      return buildSignalHref(listing.phone);
  }
}

/**
 * POST /api/models/:id/contact `{ channel }` answers `{ channel, href }`: the link one tap opens,
 * budgeted and counted like "Show number" (docs/product/listings-and-moderation.md#phone-numbers).
 */
export const MODEL_CONTACT_API_ROUTE = '/api/models/:id/contact';
export function buildModelContactApiPath(id: number): string {
  return `/api/models/${id}/contact`;
}

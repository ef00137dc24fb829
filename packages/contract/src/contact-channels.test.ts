import { describe, expect, it } from 'vitest';
import {
  TAP_CHANNELS,
  buildCallHref,
  buildContactHref,
  buildSignalHref,
  buildSmsHref,
  buildTelegramHref,
  buildWhatsAppHref,
  canonicalTelegramHandle,
  contactGreeting,
  isTelegramHandle,
  reachableChannels,
  usesPhoneNumber,
} from './contact-channels.js';
import { ListingAboutInputSchema } from './listing.schema.js';
import { SITE_NAME } from './site.js';

const PHONE = '0412345678';
const GREETING = contactGreeting('Jade');

describe('the link each contact channel opens', () => {
  it('calls dial the number in international form', () => {
    expect(buildCallHref(PHONE)).toBe('tel:+61412345678');
  });

  it('an SMS carries a greeting naming the site, in the ?&body= form iOS and Android both read', () => {
    const href = buildSmsHref(PHONE, GREETING);
    expect(href).toMatch(/^sms:\+61412345678\?&body=[^\s&?#]+$/);
    expect(decodeURIComponent(href.split('body=')[1]!)).toBe(
      `Hi Jade, I found your listing on ${SITE_NAME}.`,
    );
  });

  it('WhatsApp takes the digits without + and the same greeting as text', () => {
    const url = new URL(buildWhatsAppHref(PHONE, GREETING));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/61412345678');
    expect(url.searchParams.get('text')).toBe(GREETING);
  });

  it('Telegram opens the username when there is one, else the number', () => {
    expect(buildTelegramHref({ handle: 'jade_syd', phone: PHONE })).toBe('https://t.me/jade_syd');
    expect(buildTelegramHref({ handle: '', phone: PHONE })).toBe('https://t.me/+61412345678');
  });

  it('Signal opens the number in its p/ fragment', () => {
    expect(buildSignalHref(PHONE)).toBe('https://signal.me/#p/+61412345678');
  });

  it('a name with & or # cannot add parameters or cut the text short', () => {
    const href = buildContactHref('sms', { phone: PHONE, telegramHandle: '', name: 'A&b=c #1' });
    expect(href.split('&')).toHaveLength(2);
    expect(href).not.toContain('#');
  });

  it('every tap channel has a link built from the listing', () => {
    const listing = { phone: PHONE, telegramHandle: '', name: 'Jade' };
    for (const channel of TAP_CHANNELS) {
      expect(buildContactHref(channel, listing)).toContain('61412345678');
    }
  });
});

describe('Telegram usernames and the channels that need a number', () => {
  it('reads @name, t.me/name and links as the bare lower-case name', () => {
    expect(canonicalTelegramHandle(' @Jade_Syd ')).toBe('jade_syd');
    expect(canonicalTelegramHandle('https://t.me/Jade_Syd')).toBe('jade_syd');
    expect(canonicalTelegramHandle('t.me/jade_syd')).toBe('jade_syd');
  });

  it('takes 5 to 32 of a–z, 0–9 and _ only', () => {
    expect(isTelegramHandle('abcde')).toBe(true);
    expect(isTelegramHandle('a'.repeat(32))).toBe(true);
    expect(isTelegramHandle('abcd')).toBe(false);
    expect(isTelegramHandle('a'.repeat(33))).toBe(false);
    expect(isTelegramHandle('jade-syd')).toBe(false);
  });

  it('Telegram uses the number only without a username; the enquiry form never does', () => {
    expect(usesPhoneNumber('telegram', false)).toBe(true);
    expect(usesPhoneNumber('telegram', true)).toBe(false);
    expect(usesPhoneNumber('enquiry', false)).toBe(false);
  });

  it('offers a visitor only the channels that can work', () => {
    const ticked = ['enquiry', 'telegram', 'calls'] as const;
    expect(reachableChannels(ticked, { hasPhone: false, hasTelegramHandle: true })).toEqual([
      'telegram',
      'enquiry',
    ]);
    expect(reachableChannels(ticked, { hasPhone: false, hasTelegramHandle: false })).toEqual([
      'enquiry',
    ]);
  });

  it('the About step asks for a number only for channels that use it', () => {
    const about = { description_html: '', phone: '' };
    const parse = (fields: object) => ListingAboutInputSchema.safeParse({ ...about, ...fields });
    expect(parse({ contact_channels: ['enquiry'] }).success).toBe(true);
    expect(parse({ contact_channels: ['telegram'], telegram_handle: '@jade_syd' }).success).toBe(
      true,
    );
    expect(parse({ contact_channels: ['whatsapp'] }).success).toBe(false);
    expect(parse({ contact_channels: ['enquiry'], telegram_handle: 'x' }).success).toBe(false);
  });
});

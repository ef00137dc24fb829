import {
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  SITE_NAME,
  buildNewsletterUnsubscribePath,
} from '@app/contract';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { escapeHtml, htmlToText } from '../../platform/text/sanitize-html.js';

export interface CampaignMailInput {
  campaignId: number;
  subject: string;
  /** Sanitised when saved. */
  bodyHtml: string;
  to: string;
  /** The subscriber's unsubscribe token; a test send has none (the admin is no subscriber). */
  unsubscribeToken?: string;
  /** Names the Message-ID: the same campaign and subscriber always give the same one. */
  subscriberId?: number;
  baseUrl: string;
}

/**
 * One campaign mail: HTML and text, MAIL_FROM as sender, and for a subscriber the
 * one-click unsubscribe of RFC 8058 (List-Unsubscribe + List-Unsubscribe-Post, required by
 * the large mail providers) and a visible link to the page that confirms (Spam Act 2003).
 */
export function buildCampaignMail(input: CampaignMailInput): MailMessage {
  const { baseUrl } = input;
  const oneClickUrl = input.unsubscribeToken
    ? `${baseUrl}${buildNewsletterUnsubscribePath(input.unsubscribeToken)}`
    : undefined;
  const pageUrl = input.unsubscribeToken
    ? `${baseUrl}${NEWSLETTER_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(input.unsubscribeToken)}`
    : `${baseUrl}${NEWSLETTER_UNSUBSCRIBE_PAGE}`;
  const footerText = `You get this because you subscribed to the ${SITE_NAME} newsletter. Unsubscribe: ${pageUrl}`;
  const html = [
    '<!doctype html><html><body>',
    input.bodyHtml,
    '<hr>',
    `<p style="font-size:12px;color:#666">You get this because you subscribed to the ${escapeHtml(SITE_NAME)} newsletter. `,
    `<a href="${escapeHtml(pageUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('');
  const host = new URL(baseUrl).hostname || 'localhost';
  return {
    to: input.to,
    subject: input.subject,
    text: `${htmlToText(input.bodyHtml)}\n\n--\n${footerText}\n`,
    html,
    // Newsletter mail: sent as MAIL_FROM reads, its sender name included.
    kind: 'newsletter',
    // campaign_deliveries tracks and retries each send (a test send: the admin, told it
    // failed); the outbox relay must never send one a second time.
    retriedByCaller: true,
    ...(oneClickUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
    ...(input.subscriberId !== undefined
      ? { messageId: `<campaign-${input.campaignId}.subscriber-${input.subscriberId}@${host}>` }
      : {}),
  };
}

import {
  ACCOUNT_MAIL_SUBJECTS,
  CUSTOMER_DASHBOARD_PAGE,
  SAVED_SEARCH_UNSUBSCRIBE_PAGE,
  SITE_NAME,
  buildProfilePath,
  buildSavedSearchUnsubscribePath,
  formatTourDates,
} from '@app/contract';
import { stripControlCharacters, type MailMessage } from '../../platform/mail/mailer.js';

/** A listing as an alert names it: its name and place, and a link to its profile. */
export interface AlertListing {
  id: number;
  name: string;
  city: string;
  state: string;
}

export interface SavedSearchMailInput {
  to: string;
  searchId: number;
  /** The search's name (describeSavedSearch). */
  searchName: string;
  /** The search's results page (buildSavedSearchPagePath). */
  searchPath: string;
  listings: readonly AlertListing[];
  /** More listings went live than the mail names. */
  hasMore: boolean;
  unsubscribeToken: string;
  /** The check this mail reports; with the search, it names the Message-ID. */
  checkedAt: Date;
  baseUrl: string;
}

/**
 * A saved search's new listings (docs/product/accounts.md#saved-searches-and-tour-alerts):
 * names, places and links only, under the neutral account sender and subject, with the
 * one-click unsubscribe of RFC 8058 and a visible link to the page that stops this search's
 * mail (as campaign mail has, decision 016).
 */
export function buildSavedSearchMail(input: SavedSearchMailInput): MailMessage {
  const { baseUrl } = input;
  const oneClickUrl = `${baseUrl}${buildSavedSearchUnsubscribePath(input.unsubscribeToken)}`;
  const pageUrl = `${baseUrl}${SAVED_SEARCH_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const lines = [
    'Hello,',
    '',
    `New listings match your saved search "${stripControlCharacters(input.searchName)}":`,
    '',
    ...input.listings.map((listing) => listingLine(listing, baseUrl)),
    ...(input.hasMore ? ['', 'There are more: see them all with the search.'] : []),
    '',
    `See the search: ${baseUrl}${input.searchPath}`,
    '',
    '--',
    `You get this because you saved this search on ${SITE_NAME}.`,
    `Stop the mail of this search: ${pageUrl}`,
  ];
  return {
    to: input.to,
    subject: ACCOUNT_MAIL_SUBJECTS.savedSearchResults,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    // A copy resent after a crash has the same Message-ID, so a provider can drop it.
    messageId: `<saved-search-${input.searchId}.${input.checkedAt.getTime()}@${hostOf(baseUrl)}>`,
  };
}

export interface TourAlertMailInput {
  to: string;
  customerId: number;
  tourId: number;
  listing: AlertListing;
  tour: { city: string; state: string; startsOn: string; endsOn: string };
  baseUrl: string;
}

/** One tour of a wishlisted listing in the customer's city: sent once per customer and tour. */
export function buildTourAlertMail(input: TourAlertMailInput): MailMessage {
  const { baseUrl, listing, tour } = input;
  const lines = [
    'Hello,',
    '',
    `${stripControlCharacters(listing.name)}, saved in your wishlist, will be in ${tour.city}, ${tour.state}: ${formatTourDates(tour.startsOn, tour.endsOn)}.`,
    '',
    `Profile: ${baseUrl}${buildProfilePath(listing.name, listing.id, listing.state)}`,
    '',
    '--',
    `You get this because you asked ${SITE_NAME} for tour alerts in ${tour.city}.`,
    `Change the city or turn the alerts off on your dashboard: ${baseUrl}${CUSTOMER_DASHBOARD_PAGE}`,
  ];
  return {
    to: input.to,
    subject: ACCOUNT_MAIL_SUBJECTS.tourAlert,
    text: lines.join('\n'),
    messageId: `<tour-alert-${input.tourId}.customer-${input.customerId}@${hostOf(baseUrl)}>`,
  };
}

function listingLine(listing: AlertListing, baseUrl: string): string {
  const name = stripControlCharacters(listing.name);
  return `- ${name}, ${listing.city}, ${listing.state}: ${baseUrl}${buildProfilePath(listing.name, listing.id, listing.state)}`;
}

function hostOf(baseUrl: string): string {
  return new URL(baseUrl).hostname || 'localhost';
}

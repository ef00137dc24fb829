import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  ALERT_MESSAGES,
  TOUR_ALERTS_PATH,
  TOUR_ALERT_CITY_PATH,
  TourAlertsResponseSchema,
  buildListingToursPath,
  buildWishlistItemPath,
} from '@app/contract';
import { useApiTest } from '../../test/api-test.js';
import { decodeQuotedPrintable } from '../../test/auth-helpers.js';
import { isoDay } from '../../test/days.js';
import { createCustomer } from '../../test/factories.js';
import { approveAsAdmin, createLiveListing, drawPhoto, send } from '../../test/listing-helpers.js';
import type { AlertDeps } from './saved-search-alerts.js';
import { sendTourAlerts } from './tour-alerts.js';

const api = useApiTest({ smtpSink: true });

const BRISBANE = { state: 'Queensland', city: 'Brisbane' };
const MELBOURNE = { state: 'Victoria', city: 'Melbourne' };

const alertDeps = (): AlertDeps => ({
  db: api.db,
  mailer: api.testApp.mailer,
  logger: pino({ level: 'silent' }),
  publicUrl: api.testApp.config.publicUrl,
});

async function customerOf(city: typeof BRISBANE | null, wishlisted?: number) {
  const customer = await createCustomer(api.db, api.testApp.tokens);
  if (city) {
    const chosen = await send(api.app, 'PUT', TOUR_ALERT_CITY_PATH, customer.authorization, {
      place: city,
    });
    expect(chosen.statusCode).toBe(200);
  }
  if (wishlisted !== undefined) {
    const saved = await send(
      api.app,
      'POST',
      buildWishlistItemPath(wishlisted),
      customer.authorization,
    );
    expect(saved.statusCode).toBe(200);
  }
  return customer;
}

const mailsTo = (address: string) =>
  api.sink.messages
    .filter((mail) => mail.to.includes(address))
    .map((mail) => decodeQuotedPrintable(mail.raw));

describe('tour alerts', () => {
  it('mails a customer whose wishlist and city match an approved tour once, however often the job runs, and nobody else', async () => {
    const { owner, admin, listing } = await createLiveListing(api, await drawPhoto(9101));
    const fan = await customerOf(BRISBANE, listing.id);
    const elsewhere = await customerOf(MELBOURNE, listing.id);
    const notSaved = await customerOf(BRISBANE);
    const noCity = await customerOf(null, listing.id);

    const proposed = await send(
      api.app,
      'POST',
      buildListingToursPath(listing.id),
      owner.authorization,
      {
        ...BRISBANE,
        starts_on: isoDay(3),
        ends_on: isoDay(5),
      },
    );
    expect(proposed.statusCode).toBe(201);
    // Waiting for review, the tour is not public: nothing to alert.
    expect(await sendTourAlerts(alertDeps(), { listingId: listing.id })).toBe(0);

    expect((await approveAsAdmin(api.app, admin.authorization, listing.id)).statusCode).toBe(200);
    expect(await sendTourAlerts(alertDeps(), { listingId: listing.id })).toBe(1);
    // Run again, by the approval's job and by the sweep: nothing more.
    expect(await sendTourAlerts(alertDeps(), { listingId: listing.id })).toBe(0);
    expect(await sendTourAlerts(alertDeps())).toBe(0);

    await api.sink.waitForMessages(1);
    const [mail, ...more] = mailsTo(fan.user.email);
    expect(more).toEqual([]);
    expect(mail).toContain(
      `${listing.name}, saved in your wishlist, will be in Brisbane, Queensland`,
    );
    for (const other of [elsewhere, notSaved, noCity])
      expect(mailsTo(other.user.email)).toEqual([]);

    const alerts = await send(api.app, 'GET', TOUR_ALERTS_PATH, fan.authorization);
    expect(TourAlertsResponseSchema.parse(alerts.json()).data).toEqual([
      expect.objectContaining({
        listing: expect.objectContaining({ id: listing.id, name: listing.name }),
        ...BRISBANE,
        starts_on: isoDay(3),
        ends_on: isoDay(5),
      }),
    ]);
    const none = await send(api.app, 'GET', TOUR_ALERTS_PATH, elsewhere.authorization);
    expect(none.json().data).toEqual([]);
  });

  it('alerts nobody who took the listing off the wishlist before the tour went public', async () => {
    const { owner, admin, listing } = await createLiveListing(api, await drawPhoto(9102));
    const former = await customerOf(BRISBANE, listing.id);
    await send(api.app, 'DELETE', buildWishlistItemPath(listing.id), former.authorization);
    await send(api.app, 'POST', buildListingToursPath(listing.id), owner.authorization, {
      ...BRISBANE,
      starts_on: isoDay(1),
      ends_on: isoDay(2),
    });
    await approveAsAdmin(api.app, admin.authorization, listing.id);
    expect(await sendTourAlerts(alertDeps(), { listingId: listing.id })).toBe(0);
  });

  it('keeps the city private to its customer, takes only popular locations, and clears with null', async () => {
    const customer = await customerOf(BRISBANE);
    const other = await createCustomer(api.db, api.testApp.tokens);
    const read = (auth: string) => send(api.app, 'GET', TOUR_ALERT_CITY_PATH, auth);
    expect((await read(customer.authorization)).json().data).toEqual(BRISBANE);
    expect((await read(other.authorization)).json().data).toBeNull();

    const unknown = await send(api.app, 'PUT', TOUR_ALERT_CITY_PATH, customer.authorization, {
      place: { state: 'Queensland', city: 'Atlantis' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(ALERT_MESSAGES.unknownCity);
    await send(api.app, 'PUT', TOUR_ALERT_CITY_PATH, customer.authorization, { place: null });
    expect((await read(customer.authorization)).json().data).toBeNull();
    expect((await send(api.app, 'GET', TOUR_ALERT_CITY_PATH)).statusCode).toBe(401);
  });
});

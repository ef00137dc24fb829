import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOUR_ALERT_CITY_PATH, buildListingToursPath, buildWishlistItemPath } from '@app/contract';
import { useApiTest } from '../../test/api-test.js';
import { isoDay } from '../../test/days.js';
import { waitUntil } from '../../test/newsletter-helpers.js';
import { createCustomer } from '../../test/factories.js';
import { approveAsAdmin, createLiveListing, drawPhoto, send } from '../../test/listing-helpers.js';
import { startAlertsWorker } from './alerts-worker.js';

// The real pg-boss queue in this process (the option also starts the campaign worker).
const api = useApiTest({ smtpSink: true, campaignWorker: true });
let stopSweeps = () => {};

beforeAll(async () => {
  stopSweeps = await startAlertsWorker({
    db: api.db,
    jobQueue: api.jobQueue,
    mailer: api.testApp.mailer,
    logger: pino({ level: 'silent' }),
    publicUrl: api.testApp.config.publicUrl,
    // Only the start-up sweep: the mail below can come from the approval's job alone.
    sweepIntervalMs: 3_600_000,
  });
});
afterAll(() => stopSweeps());

describe('tour alerts through the job queue', () => {
  it('queues the alerts of a listing when an admin approves its tour, and the worker mails the customer', async () => {
    const { owner, admin, listing } = await createLiveListing(api, await drawPhoto(9201));
    const fan = await createCustomer(api.db, api.testApp.tokens);
    await send(api.app, 'PUT', TOUR_ALERT_CITY_PATH, fan.authorization, {
      place: { state: 'Victoria', city: 'Melbourne' },
    });
    await send(api.app, 'POST', buildWishlistItemPath(listing.id), fan.authorization);
    await send(api.app, 'POST', buildListingToursPath(listing.id), owner.authorization, {
      state: 'Victoria',
      city: 'Melbourne',
      starts_on: isoDay(2),
      ends_on: isoDay(3),
    });

    expect((await approveAsAdmin(api.app, admin.authorization, listing.id)).statusCode).toBe(200);
    const toFan = () => api.sink.messages.filter((mail) => mail.to.includes(fan.user.email));
    await waitUntil(async () => toFan().length > 0, 15_000, 'the tour alert');
    expect(toFan()).toHaveLength(1);
  });
});

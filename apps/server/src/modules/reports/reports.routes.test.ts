import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_DASHBOARD_PATH,
  ADMIN_REPORTS_MESSAGES,
  ADMIN_REPORTS_PATH,
  MESSAGES,
  REPORT_MESSAGES,
  REPORTS_PER_HOUR,
  buildAdminReportResolvePath,
  buildListingReportsPath,
  type AdminDashboard,
  type AdminReport,
} from '@app/contract';
import { auditLog } from '../../db/schema.js';
import { expectAnswer, freshIp, useApiTest } from '../../test/api-test.js';
import { createAdminAccount, createListing } from '../../test/factories.js';
import { send } from '../../test/listing-helpers.js';

const api = useApiTest();

function report(listingId: number, body: object, ip = freshIp()) {
  return api.app.inject({
    method: 'POST',
    url: buildListingReportsPath(listingId),
    payload: body,
    remoteAddress: ip,
  });
}

async function openReportCounts(admin: { authorization: string }) {
  const answer = await send(api.app, 'GET', ADMIN_DASHBOARD_PATH, admin.authorization);
  const { open_reports, open_underage_reports } = (answer.json().data as AdminDashboard).counts;
  return { open_reports, open_underage_reports };
}

describe('reporting a listing', () => {
  it('takes a report on a live listing into the console queue: open first, "may be under 18" first of all, counted on the dashboard', async () => {
    const admin = await createAdminAccount(api.db, api.testApp.tokens);
    const listing = await createListing(api.db);
    const before = await openReportCounts(admin);

    const sent = [
      await report(listing.id, { reason: 'scam', details: 'Asked me for a deposit first.' }),
      await report(listing.id, { reason: 'fake_photos' }),
      await report(listing.id, { reason: 'underage', details: 'Looks very young.' }),
    ];
    expect(sent.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(sent[0]!.json().message).toBe(REPORT_MESSAGES.sent);
    const scam = await send(api.app, 'GET', ADMIN_REPORTS_PATH, admin.authorization);
    const scamId = (scam.json().data as AdminReport[]).find((item) => item.reason === 'scam')!.id;
    const resolved = await send(
      api.app,
      'POST',
      buildAdminReportResolvePath(scamId),
      admin.authorization,
      {
        note: 'Warned the advertiser.',
      },
    );
    expect(resolved.json().message).toBe(ADMIN_REPORTS_MESSAGES.resolved);

    const page = await send(api.app, 'GET', ADMIN_REPORTS_PATH, admin.authorization);
    const ours = (page.json().data as AdminReport[]).filter(
      (item) => item.listing.id === listing.id,
    );
    expect(ours.map((item) => [item.reason, item.resolution_note])).toEqual([
      ['underage', null],
      ['fake_photos', null],
      ['scam', 'Warned the advertiser.'],
    ]);
    expect(ours[0]).toMatchObject({
      listing: { id: listing.id, name: listing.name, status: 'live' },
      details: 'Looks very young.',
      resolved_at: null,
    });
    expect(await openReportCounts(admin)).toEqual({
      open_reports: before.open_reports + 2,
      open_underage_reports: before.open_underage_reports + 1,
    });
  });

  it('resolves a report once, with its note audited, and refuses resolving it again', async () => {
    const admin = await createAdminAccount(api.db, api.testApp.tokens);
    const listing = await createListing(api.db);
    await report(listing.id, { reason: 'wrong_details', details: 'Not in Sydney at all.' });
    const open = await send(
      api.app,
      'GET',
      `${ADMIN_REPORTS_PATH}?status=open`,
      admin.authorization,
    );
    const id = (open.json().data as AdminReport[]).find(
      (item) => item.listing.id === listing.id,
    )!.id;

    const first = await send(
      api.app,
      'POST',
      buildAdminReportResolvePath(id),
      admin.authorization,
      {
        note: 'Checked: the suburb is right.',
      },
    );
    const again = await send(
      api.app,
      'POST',
      buildAdminReportResolvePath(id),
      admin.authorization,
      {
        note: 'Again.',
      },
    );

    expect(first.json().data).toMatchObject({
      resolved_by: admin.email,
      resolution_note: 'Checked: the suburb is right.',
    });
    expectAnswer(again, 409, ADMIN_REPORTS_MESSAGES.alreadyResolved);
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'report'), eq(auditLog.targetId, String(id))));
    expect(audit.map((row) => [row.action, row.actorId, row.details])).toEqual([
      ['report.resolve', admin.id, { note: 'Checked: the suburb is right.' }],
    ]);
  });

  it('answers 404 for a report on a listing that is not live or does not exist', async () => {
    const paused = await createListing(api.db, { status: 'paused' });

    expectAnswer(await report(paused.id, { reason: 'other' }), 404, MESSAGES.notFound);
    expectAnswer(await report(2_147_483_647, { reason: 'other' }), 404, MESSAGES.notFound);
  });

  it('refuses a report without a reason, with the contract’s message', async () => {
    const listing = await createListing(api.db);

    expectAnswer(
      await report(listing.id, { details: 'No reason' }),
      422,
      REPORT_MESSAGES.reasonRequired,
    );
  });

  it('answers 429 for a second report on a listing from one address in a day, and for one report too many in an hour', async () => {
    const listings = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR + 1 }, () => createListing(api.db)),
    );
    const ip = freshIp();

    const first = await report(listings[0]!.id, { reason: 'scam' }, ip);
    const repeat = await report(listings[0]!.id, { reason: 'other' }, ip);
    const others = [];
    for (const listing of listings.slice(1)) {
      others.push(await report(listing.id, { reason: 'scam' }, ip));
    }

    expect(first.statusCode).toBe(201);
    expectAnswer(repeat, 429, REPORT_MESSAGES.alreadyReported);
    // The repeat counted too: 5 calls an hour are allowed, the sixth is refused.
    expect(others.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429, 429]);
    expectAnswer(others[3]!, 429, REPORT_MESSAGES.tooManyReports);
  });
});

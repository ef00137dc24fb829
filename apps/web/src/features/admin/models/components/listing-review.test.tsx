import {
  ADMIN_LISTING_MESSAGES,
  buildAdminUndoApprovePath,
  LISTING_MESSAGES,
  buildAdminApprovePath,
  buildAdminListingPath,
  buildAdminListingStepPath,
  buildAdminListingPhotoPath,
  buildAdminRejectPath,
  buildAdminVerifyPath,
  type AdminListing,
} from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAdminForEachTest, stubAdminApi } from '../../../../test/admin-session';
import { makeOwnListing, makeOwnPhoto } from '../../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import ModelsSection from '../models-section';

function makeAdminListing(overrides: Partial<AdminListing> = {}): AdminListing {
  return {
    ...makeOwnListing({ status: 'pending' }),
    owner: { id: 77, name: 'Scarlett Advertiser', email: 'scarlett@example.com', status: 'active' },
    created_at: '2026-11-01T01:00:00.000Z',
    updated_at: '2026-11-02T01:00:00.000Z',
    submitted_at: '2026-11-02T01:00:00.000Z',
    went_live_at: null,
    approval_undo_until: null,
    is_verified: false,
    verification_request: null,
    changes: null,
    flags: [
      {
        id: 9,
        kind: 'photo_match',
        created_at: '2026-11-02T01:00:00.000Z',
        resolved_at: null,
        photo_id: 1,
        matched_listing_id: 300,
        matched_listing_name: 'Other Advertiser',
        matched_listing_status: 'live',
        matched_photo_id: 3,
        matched_photo: makeOwnPhoto(3),
        distance: 2,
      },
    ],
    verifications: [],
    history: [],
    ...overrides,
  };
}

const REASON = 'Please use a photo of yourself.';

/** The listing's GET, then the reject POSTs in order; every call is kept for the asserts. */
function stubApi(...rejectAnswers: Response[]) {
  return stubAdminApi((_, url) => {
    if (url === buildAdminListingPath(501)) return jsonResponse({ data: makeAdminListing() });
    return rejectAnswers.shift() ?? jsonResponse({ message: 'Not found' }, 404);
  });
}

describe('the listing review: rejecting', () => {
  signInAdminForEachTest();

  it('shows the matched photo beside this listing’s photo', async () => {
    stubApi();
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    const matches = await screen.findByRole('region', { name: /Photo matches/ });
    expect(within(matches).getByRole('img', { name: 'This listing’s photo' })).toHaveAttribute(
      'src',
      '/images/photo-1-1280.webp',
    );
    expect(
      within(matches).getByRole('img', { name: 'Matched photo of Other Advertiser' }),
    ).toHaveAttribute('src', '/images/photo-3-1280.webp');
    expect(within(matches).getByRole('link', { name: 'Other Advertiser' })).toHaveAttribute(
      'href',
      '/AdminDashboard/models?listing=300',
    );
  });

  it('keeps the reason and shows the server’s message on it after a 422, then rejects and says so', async () => {
    const fetchMock = stubApi(
      jsonResponse(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'Reason refused by the server.',
          errors: { reason: 'Reason refused by the server.' },
        },
        422,
      ),
      jsonResponse({
        message: ADMIN_LISTING_MESSAGES.rejected,
        data: makeAdminListing({ status: 'rejected', rejection_reason: REASON }),
      }),
    );
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Scarlett' })).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason for rejection');
    fireEvent.change(reason, { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject listing' }));

    expect(
      await screen.findByText('Reason refused by the server.', { selector: 'p:not([role])' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for rejection')).toHaveValue(REASON);
    expect(screen.getByLabelText('Reason for rejection')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Reject listing' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(ADMIN_LISTING_MESSAGES.rejected),
    );
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(REASON)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByLabelText('Reason for rejection')).toBeNull();
    const rejectCalls = fetchMock.mock.calls.filter(
      ([input]) => requestUrl(input) === buildAdminRejectPath(501),
    );
    expect(rejectCalls).toHaveLength(2);
    expect(rejectCalls[1]![1]?.method).toBe('POST');
    expect(JSON.parse(String(rejectCalls[1]![1]?.body))).toEqual({ reason: REASON });
  });
});

describe('the listing review: badge and photos', () => {
  signInAdminForEachTest();

  it('asks for a check first, shows the server’s message on the checks, then marks verified with the ticked checks', async () => {
    const fetchMock = stubApi(
      jsonResponse(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: ADMIN_LISTING_MESSAGES.checkInvalid,
          errors: { checks: ADMIN_LISTING_MESSAGES.checkInvalid },
        },
        422,
      ),
      jsonResponse({
        message: ADMIN_LISTING_MESSAGES.verified,
        data: makeAdminListing({
          is_verified: true,
          verified_at: '2026-11-03T01:00:00.000Z',
          verifications: [
            {
              id: 1,
              verified: true,
              checks: ['age'],
              note: 'ID seen',
              admin_email: 'ops@example.com',
              created_at: '2026-11-03T01:00:00.000Z',
            },
          ],
        }),
      }),
    );
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(await screen.findByRole('button', { name: 'Mark verified' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save verified badge' }));
    // The contract's rule: at least one check, said before any call.
    expect(
      await screen.findByText(ADMIN_LISTING_MESSAGES.checksRequired, { selector: 'fieldset p' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('checkbox', { name: /Age/ }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'ID seen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save verified badge' }));
    expect(
      await screen.findByText(ADMIN_LISTING_MESSAGES.checkInvalid, { selector: 'fieldset p' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save verified badge' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(ADMIN_LISTING_MESSAGES.verified),
    );
    expect(screen.getByRole('button', { name: 'Remove verified badge' })).toBeInTheDocument();
    expect(screen.getByText(/by ops@example.com/)).toBeInTheDocument();
    const last = fetchMock.mock.calls.at(-1)!;
    expect(requestUrl(last[0])).toBe(buildAdminVerifyPath(501));
    expect(JSON.parse(String(last[1]?.body))).toEqual({ checks: ['age'], note: 'ID seen' });
  });

  it('removes a photo only after the confirmation', async () => {
    const fetchMock = stubApi(
      jsonResponse({
        message: ADMIN_LISTING_MESSAGES.photoRemoved,
        data: makeAdminListing({ photos: [makeOwnPhoto(2, 0)] }),
      }),
    );
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove photo 1' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(ADMIN_LISTING_MESSAGES.photoRemoved),
    );
    expect(screen.getByRole('heading', { name: 'Photos (1)' })).toBeInTheDocument();
    const last = fetchMock.mock.calls.at(-1)!;
    expect(requestUrl(last[0])).toBe(buildAdminListingPhotoPath(501, 1));
    expect(last[1]?.method).toBe('DELETE');
  });
});

describe('the listing review: full-size photos', () => {
  signInAdminForEachTest();

  it('opens a photo match as a pair at full size: this listing’s photo, then the matched one', async () => {
    stubApi();
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Open this listing’s photo full size' }),
    );

    const viewer = screen.getByRole('dialog', {
      name: 'Photos of Scarlett and Other Advertiser',
    });
    expect(within(viewer).getByRole('img', { name: /photo 1 of 2/ })).toHaveAttribute(
      'src',
      '/images/photo-1-1280.webp',
    );
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img', { name: /photo 2 of 2/ })).toHaveAttribute(
      'src',
      '/images/photo-3-1280.webp',
    );
  });

  it('opens a thumbnail at the widest stored width, moves with the arrow keys, closes on Escape and gives focus back to the thumbnail', async () => {
    stubApi();
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    const opener = await screen.findByRole('button', {
      name: 'Open photo 1 of Scarlett full size',
    });
    opener.focus();
    fireEvent.click(opener);

    const viewer = screen.getByRole('dialog', { name: 'Photos of Scarlett' });
    expect(within(viewer).getByRole('img', { name: 'Scarlett, photo 1 of 2' })).toHaveAttribute(
      'src',
      '/images/photo-1-1280.webp',
    );
    expect(within(viewer).getByRole('button', { name: 'Close photos' })).toHaveFocus();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img', { name: 'Scarlett, photo 2 of 2' })).toHaveAttribute(
      'src',
      '/images/photo-2-1280.webp',
    );
    fireEvent.keyDown(viewer, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('the listing review: editing a step', () => {
  signInAdminForEachTest();

  it('edits with the advertiser’s step form: starts from the listing, keeps the typing and shows a 422 on its field, then saves the step', async () => {
    const nameMessage = 'That name is taken by another listing.';
    const fetchMock = stubApi(
      jsonResponse(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: `name: ${nameMessage}`,
          errors: { name: nameMessage },
        },
        422,
      ),
      jsonResponse({ message: 'Basics saved.', data: makeAdminListing() }),
    );
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit basics' }));
    const panel = screen.getByRole('region', { name: 'Edit basics' });
    const name = within(panel).getByLabelText('Display name');
    expect(name).toHaveValue('Scarlett');
    expect(within(panel).getByLabelText('Age')).toHaveAccessibleDescription(
      'You must be 18 or over.',
    );
    fireEvent.change(name, { target: { value: 'Scarlett Rose' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save basics' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(nameMessage));
    expect(name).toHaveValue('Scarlett Rose');

    fireEvent.change(name, { target: { value: 'Scarlett Grace' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save basics' }));

    await waitFor(() => expect(panel).not.toBeInTheDocument());
    const last = fetchMock.mock.calls.at(-1)!;
    expect(requestUrl(last[0])).toBe(buildAdminListingStepPath(501, 'basics'));
    expect(last[1]?.method).toBe('PUT');
    expect(JSON.parse(String(last[1]?.body))).toMatchObject({ name: 'Scarlett Grace', age: 27 });
  });

  it('checks with the contract’s rules before calling, as the advertiser’s builder does', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit basics' }));
    const panel = screen.getByRole('region', { name: 'Edit basics' });
    fireEvent.change(within(panel).getByLabelText('Age'), { target: { value: '17' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save basics' }));

    expect(await within(panel).findByText(LISTING_MESSAGES.underAge)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(panel).not.toBeInTheDocument();
  });
});

describe('the listing review: a live listing’s changes', () => {
  signInAdminForEachTest();

  it('shows each changed field and both galleries, and approves the changes with the version it shows', async () => {
    const changed = makeAdminListing({
      status: 'live',
      version: 8,
      name: 'Roxanne',
      photos: [makeOwnPhoto(2, 0), makeOwnPhoto(1, 1)],
      flags: [],
      changes: {
        submitted_at: '2026-11-20T01:00:00.000Z',
        drops_badge: true,
        fields: [{ field: 'name', label: 'Display name', before: 'Scarlett', after: 'Roxanne' }],
        photos_before: [makeOwnPhoto(1, 0)],
        tours_before: [],
      },
    });
    const fetchMock = stubAdminApi((method, url) => {
      if (url === buildAdminListingPath(501)) return jsonResponse({ data: changed });
      if (method === 'POST' && url === buildAdminApprovePath(501)) {
        return jsonResponse({
          message: ADMIN_LISTING_MESSAGES.changesApproved,
          data: { ...changed, changes: null },
        });
      }
      return undefined;
    });
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    const changes = await screen.findByRole('region', { name: 'Changes waiting for review' });
    const row = within(changes).getByRole('row', { name: /Display name/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Scarlett', 'Roxanne']);
    expect(changes).toHaveTextContent('Approving takes the Verified badge off');
    expect(within(changes).getAllByRole('img')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Approve changes' }));
    expect(screen.getByRole('group', { name: 'Make these changes public?' })).toHaveTextContent(
      'The Verified badge comes off',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes, make them public' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(ADMIN_LISTING_MESSAGES.changesApproved),
    );
    expect(screen.queryByRole('region', { name: 'Changes waiting for review' })).toBeNull();
    const approve = fetchMock.mock.calls.find(
      ([input]) => requestUrl(input) === buildAdminApprovePath(501),
    );
    expect(JSON.parse(String(approve![1]?.body))).toEqual({ version: 8 });
  });

  it('opens a photo that is public now at full size from the before gallery', async () => {
    const changed = makeAdminListing({
      status: 'live',
      photos: [makeOwnPhoto(2, 0)],
      flags: [],
      changes: {
        submitted_at: '2026-11-20T01:00:00.000Z',
        drops_badge: false,
        fields: [],
        photos_before: [makeOwnPhoto(1, 0)],
        tours_before: [],
      },
    });
    stubAdminApi((_, url) =>
      url === buildAdminListingPath(501) ? jsonResponse({ data: changed }) : undefined,
    );
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Open photo 1 of Scarlett (public now) full size',
      }),
    );

    const viewer = screen.getByRole('dialog', { name: 'Photos of Scarlett (public now)' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/images/photo-1-1280.webp');
  });
});

describe('the listing review: approving asks first', () => {
  signInAdminForEachTest();
  const QUESTION = 'Approve this listing? It goes live at once.';

  function stubApprove(listing = makeAdminListing({ version: 4 })) {
    return stubAdminApi((method, url) => {
      if (url === buildAdminListingPath(501)) return jsonResponse({ data: listing });
      if (method === 'POST') {
        return jsonResponse({
          message: ADMIN_LISTING_MESSAGES.approved,
          data: { ...listing, status: 'live' },
        });
      }
      return undefined;
    });
  }

  it('asks with what follows and puts the focus on the yes button; Cancel sends nothing and gives the focus back', async () => {
    const fetchMock = stubApprove();
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    const approve = await screen.findByRole('button', { name: 'Approve' });
    approve.focus();
    fireEvent.click(approve);

    const question = screen.getByRole('group', { name: QUESTION });
    expect(question).toHaveAccessibleDescription(
      expect.stringContaining('Its open photo match counts as reviewed.'),
    );
    expect(within(question).getByRole('button', { name: 'Yes, approve' })).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    expect(approve).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('closes the question on Escape without sending anything', async () => {
    const fetchMock = stubApprove();
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes, approve' }), { key: 'Escape' });

    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('approves the version it shows once confirmed', async () => {
    const fetchMock = stubApprove();
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, approve' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(ADMIN_LISTING_MESSAGES.approved),
    );
    const last = fetchMock.mock.calls.at(-1)!;
    expect(requestUrl(last[0])).toBe(buildAdminApprovePath(501));
    expect(JSON.parse(String(last[1]?.body))).toEqual({ version: 4 });
  });

  it('offers Undo approval while the answer allows it, and undoes after asking', async () => {
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    const fetchMock = stubApprove(
      makeAdminListing({ status: 'live', approval_undo_until: until, flags: [] }),
    );
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    fireEvent.click(await screen.findByRole('button', { name: 'Undo approval' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, undo the approval' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const last = fetchMock.mock.calls.at(-1)!;
    expect(requestUrl(last[0])).toBe(buildAdminUndoApprovePath(501));
    expect(last[1]?.method).toBe('POST');
  });

  it('offers no Undo approval once its time has passed', async () => {
    const until = new Date(Date.now() - 1000).toISOString();
    stubApprove(makeAdminListing({ status: 'live', approval_undo_until: until }));
    renderWithProviders(<ModelsSection />, { path: '/AdminDashboard/models?listing=501' });

    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo approval' })).toBeNull();
  });
});

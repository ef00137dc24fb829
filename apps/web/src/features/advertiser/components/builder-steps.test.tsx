import { LISTING_MESSAGES, type OwnListing } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BasicsStep, LocationStep, RatesStep } from '../../../components/listing-steps';
import { signInAdvertiser } from '../../../test/advertiser-session';
import { makeOwnListing } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { useStepSave } from '../lib/use-step-save';
import { ToursPanel } from './tours-panel';

/** Every call answers `answer`; the calls are kept to look at. */
function mockFetch(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface BuilderStepProps {
  readonly listing: OwnListing | null;
  readonly onSaved: (listing: OwnListing) => void;
}

/** The shared step forms as the builder wires them: saved through the advertiser's API. */
function BuilderBasics({ listing, onSaved }: BuilderStepProps) {
  return (
    <BasicsStep listing={listing} save={useStepSave(listing?.id ?? null, onSaved)('basics')} />
  );
}
function BuilderLocation({ listing, onSaved }: BuilderStepProps) {
  const save = useStepSave(listing?.id ?? null, onSaved)('location');
  return <LocationStep listing={listing} save={save} />;
}
function BuilderRates({ listing, onSaved }: BuilderStepProps) {
  return <RatesStep listing={listing} save={useStepSave(listing?.id ?? null, onSaved)('rates')} />;
}

describe('the builder’s basics', () => {
  it("creates the listing with POST and puts the server's 422 messages on the fields, keeping the typing", async () => {
    signInAdvertiser();
    const fetchMock = mockFetch(() =>
      jsonResponse(
        { statusCode: 422, message: 'Invalid input', errors: { age: LISTING_MESSAGES.underAge } },
        422,
      ),
    );
    renderWithProviders(<BuilderBasics listing={null} onSaved={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Ruby' } });
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '25' } });
    fireEvent.click(screen.getByLabelText('female'));
    fireEvent.click(screen.getByLabelText('Escort'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.underAge)).toBeInTheDocument();
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(requestUrl(input!)).toBe('/api/model/listings');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Ruby',
      age: 25,
      gender: 'female',
    });
    expect(screen.getByLabelText('Display name')).toHaveValue('Ruby');
  });
});

describe('the builder’s rates', () => {
  it('sends the rates and only the ticked days with PUT', async () => {
    signInAdvertiser();
    const listing = makeOwnListing();
    const fetchMock = mockFetch(() => jsonResponse({ data: listing }));
    const onSaved = vi.fn();
    renderWithProviders(<BuilderRates listing={listing} onSaved={onSaved} />);
    fireEvent.click(screen.getByLabelText('Saturday'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(requestUrl(input!)).toBe('/api/model/listings/501/rates');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      rates: [{ kind: 'incall', minutes: 60, amount: 400 }],
      availability: [
        { day: 'mon', from: '10:00', to: '22:00' },
        { day: 'sat', from: '10:00', to: '22:00' },
      ],
    });
  });
});

describe('the builder’s location', () => {
  it('asks for a suburb from the list, then saves the picked one with the privacy choice', async () => {
    signInAdvertiser();
    const listing = makeOwnListing({ state: '', suburb: '', postcode: '', city: '' });
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      requestUrl(input).startsWith('/api/locations/autocomplete')
        ? jsonResponse({
            data: [
              {
                country: 'Australia',
                administrative_area_level_1: 'New South Wales',
                locality: 'Surry Hills',
                postcode: '2010',
                lat: -33.88,
                lng: 151.21,
              },
            ],
          })
        : jsonResponse({ data: listing }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    renderWithProviders(<BuilderLocation listing={listing} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.locationRequired)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Suburb' }), {
      target: { value: 'Surry' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Surry Hills, NSW 2010' }));
    fireEvent.click(screen.getByLabelText('Show only my city'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([input]) => requestUrl(input).endsWith('/location'));
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      state: 'New South Wales',
      suburb: 'Surry Hills',
      postcode: '2010',
      show_suburb: false,
    });
  });
});

describe('LocationStep: the public place of a hidden suburb', () => {
  it('shows "Shown as: <area>" for the picked suburb once "Show only my city" is chosen, before saving', async () => {
    signInAdvertiser();
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = requestUrl(input);
      if (url.includes('/api/locations/public-place')) {
        return new URL(url, 'http://localhost').searchParams.get('suburb') === 'Katoomba'
          ? jsonResponse({ data: { name: 'Blue Mountains region', state: 'New South Wales' } })
          : jsonResponse({ message: LISTING_MESSAGES.locationUnknown }, 404);
      }
      return jsonResponse({
        data: [
          {
            country: 'Australia',
            administrative_area_level_1: 'New South Wales',
            locality: 'Katoomba',
            postcode: '2780',
            lat: -33.71,
            lng: 150.31,
          },
        ],
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    renderWithProviders(<BuilderLocation listing={makeOwnListing()} onSaved={onSaved} />);

    fireEvent.change(screen.getByRole('combobox', { name: 'Suburb' }), {
      target: { value: 'Katoo' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Katoomba, NSW 2780' }));
    expect(screen.queryByText(/Shown as/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Show only my city'));
    expect(await screen.findByText(/Shown as/)).toHaveTextContent(
      'Shown as: Blue Mountains region',
    );
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Show my suburb'));
    await waitFor(() => expect(screen.queryByText(/Shown as/)).toBeNull());
  });
});

describe('ToursPanel', () => {
  it("shows the contract's messages for a tour without a city or dates", async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderWithProviders(<ToursPanel listing={makeOwnListing()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add tour' }));
    // The state and the city each say so; both dates too.
    expect(await screen.findAllByText(LISTING_MESSAGES.tourCityRequired)).toHaveLength(2);
    expect(screen.getAllByText(LISTING_MESSAGES.tourDateInvalid)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

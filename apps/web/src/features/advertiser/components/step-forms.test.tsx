import { LISTING_MESSAGES } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { makeOwnListing } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { AboutStep } from './about-step';
import { BasicsStep } from './basics-step';
import { LocationStep } from './location-step';
import { RatesStep } from './rates-step';
import { ToursPanel } from './tours-panel';

function signIn() {
  useSession
    .getState()
    .setUser(
      { userName: 'Scarlett', email: 'scarlett@example.com', role: 'model', userId: '77' },
      'model-token',
    );
}

/** Every call answers `answer`; the calls are kept to look at. */
function mockFetch(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('BasicsStep', () => {
  it("shows the contract's messages for an empty form and sends nothing", async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderWithProviders(<BasicsStep listing={null} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.genderRequired)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.accountTypeRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an age under 18 with the under-age message', async () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<BasicsStep listing={null} onSaved={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.underAge)).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');
  });

  it("creates the listing with POST and puts the server's 422 messages on the fields, keeping the typing", async () => {
    signIn();
    const fetchMock = mockFetch(() =>
      jsonResponse(
        { statusCode: 422, message: 'Invalid input', errors: { age: LISTING_MESSAGES.underAge } },
        422,
      ),
    );
    renderWithProviders(<BasicsStep listing={null} onSaved={vi.fn()} />);
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

describe('AboutStep', () => {
  it('asks for a phone when calls or SMS are chosen, and for enough description', async () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(
      <AboutStep
        listing={makeOwnListing({ phone: '', description_html: '<p>Too short</p>' })}
        onSaved={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.descriptionTooShort)).toBeInTheDocument();
  });

  it('has a labelled formatting toolbar', () => {
    renderWithProviders(<AboutStep listing={makeOwnListing()} onSaved={vi.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'About you' })).toBeInTheDocument();
  });
});

describe('RatesStep', () => {
  it('refuses a rate without an amount', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderWithProviders(<RatesStep listing={makeOwnListing({ rates: [] })} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.rateAmountInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a day whose end comes before its start', async () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(
      <RatesStep
        listing={makeOwnListing({ availability: [{ day: 'mon', from: '20:00', to: '22:00' }] })}
        onSaved={vi.fn()}
      />,
    );
    const times = screen.getAllByLabelText('To');
    fireEvent.change(times[0]!, { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.timeOrder)).toBeInTheDocument();
  });

  it('sends the rates and only the ticked days with PUT', async () => {
    signIn();
    const listing = makeOwnListing();
    const fetchMock = mockFetch(() => jsonResponse({ data: listing }));
    const onSaved = vi.fn();
    renderWithProviders(
      <>
        <RatesStep listing={listing} onSaved={onSaved} />
        <ToastContainer />
      </>,
    );
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

describe('LocationStep', () => {
  it('asks for a suburb from the list, then saves the picked one with the privacy choice', async () => {
    signIn();
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
    renderWithProviders(<LocationStep listing={listing} onSaved={onSaved} />);
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

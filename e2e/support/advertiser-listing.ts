import {
  MODEL_LISTINGS_PATH,
  buildListingPhotosPath,
  buildListingSubmitPath,
  buildListingToursPath,
  buildModelListingStepPath,
  type ListingAboutInput,
  type ListingBasicsInput,
  type ListingLocationInput,
  type ListingRatesInput,
  type OwnListingResponse,
  type TourInput,
} from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedAdvertiser, type TestAdvertiser } from './advertiser-account.js';
import { signInOverApi } from './session.js';

/**
 * A generated photo (an SVG card drawn by sharp), never a real one; 800 × 1000 unless another
 * size is asked for (specs tell photos apart by their shape).
 */
export async function makeTestPhoto(
  colour: string,
  label: string,
  { width = 800, height = 1000 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1a141f"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="${Math.min(width, height) / 4}" fill="#ffffff" fill-opacity="0.25"/>
    <text x="${width / 2}" y="${height * 0.88}" font-size="110" text-anchor="middle" fill="#ffffff">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export interface DemoListingParts {
  readonly basics: ListingBasicsInput;
  readonly location: ListingLocationInput;
  readonly about: ListingAboutInput;
  readonly rates: ListingRatesInput;
  readonly photos: readonly Buffer[];
  /** Added while the listing is a draft, so they go public with its approval. */
  readonly tours?: readonly TourInput[];
}

/** Builds a draft listing through the API, step by step, as the builder does. */
export async function buildListingOverApi(
  request: APIRequestContext,
  token: string,
  parts: DemoListingParts,
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(MODEL_LISTINGS_PATH, { headers, data: parts.basics });
  if (!created.ok()) throw new Error(`create listing answered ${created.status()}`);
  const listingId = ((await created.json()) as OwnListingResponse).data.id;
  const steps = [
    ['location', parts.location],
    ['about', parts.about],
    ['rates', parts.rates],
  ] as const;
  for (const [step, data] of steps) {
    const saved = await request.put(buildModelListingStepPath(listingId, step), { headers, data });
    if (!saved.ok()) throw new Error(`${step} answered ${saved.status()}: ${await saved.text()}`);
  }
  for (const tour of parts.tours ?? []) {
    const added = await request.post(buildListingToursPath(listingId), { headers, data: tour });
    if (!added.ok()) throw new Error(`tour answered ${added.status()}: ${await added.text()}`);
  }
  for (const [index, buffer] of parts.photos.entries()) {
    const uploaded = await request.post(buildListingPhotosPath(listingId), {
      headers,
      multipart: { photo: { name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer } },
    });
    if (!uploaded.ok()) throw new Error(`photo answered ${uploaded.status()}`);
  }
  return listingId;
}

/** The demo parts of a listing in Surry Hills (Sydney) named `name`, with one generated photo. */
export async function demoListingParts(
  name: string,
  colour = '#c8507f',
): Promise<DemoListingParts> {
  return {
    basics: { name, age: 29, gender: 'female', account_type: 'Escort' },
    location: { state: 'New South Wales', suburb: 'Surry Hills', postcode: '2010' },
    about: {
      description_html: '<p>Warm, witty and discreet company for dinners and events.</p>',
      languages: ['English'],
      phone: '0412345678',
      contact_channels: ['calls', 'sms', 'whatsapp', 'enquiry'],
    },
    rates: {
      rates: [{ kind: 'incall', minutes: 60, amount: 400 }],
      availability: [{ day: 'fri', from: '18:00', to: '23:00' }],
    },
    photos: [await makeTestPhoto(colour, name.slice(0, 6))],
  };
}

export interface PendingListing {
  readonly advertiser: TestAdvertiser;
  readonly listingId: number;
  readonly name: string;
}

/**
 * A new advertiser's listing named `name`, built and submitted over the API: waiting for
 * review. The demo parts unless `changes` replace some.
 */
export async function createPendingListing(
  request: APIRequestContext,
  name: string,
  changes: Partial<DemoListingParts> = {},
): Promise<PendingListing> {
  const advertiser = await createVerifiedAdvertiser(
    request,
    name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  );
  const { token } = await signInOverApi(request, advertiser, 'model');
  const listingId = await buildListingOverApi(request, token, {
    ...(await demoListingParts(name)),
    ...changes,
  });
  const submitted = await request.post(buildListingSubmitPath(listingId), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!submitted.ok())
    throw new Error(`submit answered ${submitted.status()}: ${await submitted.text()}`);
  return { advertiser, listingId, name };
}

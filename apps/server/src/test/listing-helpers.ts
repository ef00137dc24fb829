import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  MODEL_LISTINGS_PATH,
  buildAdminApprovePath,
  buildAdminListingPath,
  buildListingPhotosPath,
  buildModelListingStepPath,
  type ListingAboutInput,
  type ListingBasicsInput,
  type ListingLocationInput,
  type ListingRatesInput,
  type OwnListing,
} from '@app/contract';
import type { TestApp } from './test-app.js';

/** Test-only helpers of the advertiser and upload API tests (not a test file itself). */

export const BASICS: ListingBasicsInput = {
  name: 'Scarlett',
  age: 27,
  gender: 'female',
  account_type: 'Escort',
  categories: ['Independents'],
};
export const LOCATION: ListingLocationInput = {
  state: 'New South Wales',
  suburb: 'Surry Hills',
  postcode: '2010',
  show_suburb: true,
};
export const ABOUT: ListingAboutInput = {
  description_html:
    '<p>A warm and <strong>fictional</strong> companion for dinners and quiet evenings in town.</p>',
  languages: ['English', 'Italian'],
  ethnicity: 'Mediterranean',
  phone: '0491570110',
  contact_preference: 'both',
};
export const RATES: ListingRatesInput = {
  rates: [
    { kind: 'incall', minutes: 60, amount: 350 },
    { kind: 'outcall', minutes: 120, amount: 750 },
  ],
  availability: [
    { day: 'mon', from: '10:00', to: '22:00' },
    { day: 'sat', from: '18:00', to: '00:00' },
  ],
};

export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload ? { payload } : {}),
  });
}

/**
 * An admin's approval as the console sends it: the listing's version read first, so it
 * approves what it saw.
 */
export async function approveAsAdmin(
  app: FastifyInstance,
  authorization: string,
  listingId: number,
) {
  const review = await send(app, 'GET', buildAdminListingPath(listingId), authorization);
  const { version } = review.json().data as { version: number };
  return send(app, 'POST', buildAdminApprovePath(listingId), authorization, { version });
}

/** One builder step of a listing, saved by its owner. */
export function saveListingStep(
  app: FastifyInstance,
  authorization: string,
  listingId: number,
  step: 'basics' | 'location' | 'about' | 'rates',
  body: object,
) {
  return send(app, 'PUT', buildModelListingStepPath(listingId, step), authorization, body);
}

/** A listing through the builder's section steps (basics … rates), without photos. */
export async function buildListingSteps(
  app: FastifyInstance,
  authorization: string,
  overrides: {
    location?: Partial<ListingLocationInput>;
    basics?: Partial<ListingBasicsInput>;
  } = {},
): Promise<OwnListing> {
  const created = await send(app, 'POST', MODEL_LISTINGS_PATH, authorization, {
    ...BASICS,
    ...overrides.basics,
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const id = (created.json() as { data: OwnListing }).data.id;
  const steps = [
    ['location', { ...LOCATION, ...overrides.location }],
    ['about', ABOUT],
    ['rates', RATES],
  ] as const;
  let listing: OwnListing | undefined;
  for (const [step, body] of steps) {
    const saved = await saveListingStep(app, authorization, id, step, body);
    if (saved.statusCode !== 200) throw new Error(`${step}: ${saved.body}`);
    listing = (saved.json() as { data: OwnListing }).data;
  }
  return listing!;
}

/** A small PRNG, so each seed draws the same picture every run. */
function seeded(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/**
 * A test photo drawn from SVG: shapes placed by the seed, so two seeds give pictures whose
 * perceptual hashes differ widely, and one seed always the same picture.
 */
export async function drawPhoto(
  seed: number,
  options: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' } = {},
): Promise<Buffer> {
  const { width = 900, height = 1200, format = 'jpeg' } = options;
  const random = seeded(seed);
  const shapes = Array.from({ length: 6 }, () => {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round(60 + random() * 260);
    const shade = Math.round(random() * 255);
    return random() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="rgb(${shade},${255 - shade},120)"/>`
      : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r}" fill="rgb(${255 - shade},90,${shade})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${Math.round(random() * 255)},200,210)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A JPEG whose EXIF holds a camera and a GPS position (Sydney). */
export async function drawPhotoWithGps(seed: number): Promise<Buffer> {
  return sharp(await drawPhoto(seed))
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Fictional 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 52/1 4/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 12/1 30/1',
      },
    })
    .toBuffer();
}

/** Whether an image carries EXIF with a GPS sub-directory (tag 0x8825, either byte order). */
export async function hasGpsExif(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body with one file part. */
export function multipartFile(
  data: Buffer,
  { field = 'photo', filename = 'photo.jpg', type = 'image/jpeg' } = {},
): MultipartBody {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadPhoto(
  app: FastifyInstance,
  authorization: string,
  listingId: number,
  data: Buffer,
  options?: Parameters<typeof multipartFile>[1],
) {
  const body = multipartFile(data, options);
  return app.inject({
    method: 'POST',
    url: buildListingPhotosPath(listingId),
    headers: { ...body.headers, authorization },
    payload: body.payload,
  });
}

export interface FormFile {
  data: Buffer;
  filename: string;
  type: string;
  field?: string;
}

/** A real multipart/form-data body, as a browser's FormData sends it (files in `image`). */
export async function formDataBody(fields: Record<string, string>, files: FormFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'image', new Blob([file.data], { type: file.type }), file.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

/** A browser's form POST of `fields` and `files`, signed in. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  authorization: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
) {
  const { payload, contentType } = await formDataBody(fields, files);
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'content-type': contentType },
    payload,
  });
}

/** The stored image files of the test app (the local storage folder). */
export async function storedFiles(testApp: TestApp): Promise<string[]> {
  return readdir(path.join(testApp.config.dataDir, 'images')).catch(() => []);
}

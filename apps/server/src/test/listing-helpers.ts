import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  MODEL_LISTINGS_PATH,
  buildAdminApprovePath,
  buildAdminListingPath,
  buildListingPhotosPath,
  buildListingSubmitPath,
  buildModelListingStepPath,
  type ListingAboutInput,
  type ListingBasicsInput,
  type ListingLocationInput,
  type ListingRatesInput,
  type OwnListing,
} from '@app/contract';
import type { ApiTestContext } from './api-test.js';
import { createAdminAccount, createModelAccount, type TestAccount } from './factories.js';
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
  contact_channels: ['calls', 'sms'],
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

/** Two new advertisers, each with a listing through the builder's steps and no photo yet. */
export async function buildTwoAdvertisersListings(api: ApiTestContext) {
  const first = await createModelAccount(api.db, api.testApp.tokens);
  const second = await createModelAccount(api.db, api.testApp.tokens);
  const firstListing = await buildListingSteps(api.app, first.authorization);
  const secondListing = await buildListingSteps(api.app, second.authorization);
  return { first, second, firstListing, secondListing };
}

export interface LiveListing {
  owner: TestAccount;
  /** The admin who approved it. */
  admin: TestAccount;
  listing: OwnListing;
  /** The id of its one photo. */
  photoId: number;
}

/**
 * A new advertiser's listing built, submitted and approved by a new admin through the API,
 * with `photo` as its only photo.
 */
export async function createLiveListing(
  api: ApiTestContext,
  photo: Buffer,
  overrides: Parameters<typeof buildListingSteps>[2] = {},
): Promise<LiveListing> {
  const owner = await createModelAccount(api.db, api.testApp.tokens);
  const admin = await createAdminAccount(api.db, api.testApp.tokens);
  const listing = await buildListingSteps(api.app, owner.authorization, overrides);
  const upload = await uploadPhoto(api.app, owner.authorization, listing.id, photo);
  await send(api.app, 'POST', buildListingSubmitPath(listing.id), owner.authorization);
  const approved = await approveAsAdmin(api.app, admin.authorization, listing.id);
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  return { owner, admin, listing, photoId: (upload.json() as { data: { id: number } }).data.id };
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
 * Wider than the middle photo width (640), so a photo drawn at this size is both made smaller
 * (320, 640) and kept from being enlarged (1280): for the tests of the stored widths.
 */
export const FULL_SIZE_PHOTO = { width: 900, height: 1200 } as const;

/**
 * A test photo drawn from SVG: shapes placed by the seed, so two seeds give pictures whose
 * perceptual hashes differ widely, and one seed always the same picture (at any size: the
 * shapes scale with the width). By default small, above the narrowest width (320): each
 * upload's decode, widths and fingerprints cost about half what they do at FULL_SIZE_PHOTO.
 */
export async function drawPhoto(
  seed: number,
  options: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' } = {},
): Promise<Buffer> {
  const { width = 480, height = 640, format = 'jpeg' } = options;
  const scale = width / FULL_SIZE_PHOTO.width;
  const random = seeded(seed);
  const shapes = Array.from({ length: 6 }, () => {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round((60 + random() * 260) * scale);
    const shade = Math.round(random() * 255);
    return random() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="rgb(${shade},${255 - shade},120)"/>`
      : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r}" fill="rgb(${255 - shade},90,${shade})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${Math.round(random() * 255)},200,210)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/**
 * A detailed test photo for the fingerprint tests: a gradient sky, shapes in gradients, lines
 * and a line of text, all placed by the seed, so its perceptual hash has structure to keep
 * when the picture is mirrored, turned or cropped. Never a photo of a person.
 */
export async function drawDetailedPhoto(
  seed: number,
  options: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const { width = 1000, height = 1300 } = options;
  const random = seeded(seed + 7919);
  const colour = () =>
    `rgb(${Math.round(random() * 255)},${Math.round(random() * 255)},${Math.round(random() * 255)})`;
  const gradients = Array.from(
    { length: 4 },
    (_, i) =>
      `<linearGradient id="g${i}" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1">` +
      `<stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient>`,
  );
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round(40 + random() * 220);
    const fill = `url(#g${i % 4})`;
    const pick = random();
    if (pick < 0.35) return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
    if (pick < 0.7) {
      return `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" fill="${fill}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`;
    }
    return `<path d="M${x} ${y} l${r} ${r / 2} l${-r / 2} ${r} z" fill="${colour()}"/>`;
  });
  const lines = Array.from(
    { length: 6 },
    () =>
      `<line x1="${Math.round(random() * width)}" y1="${Math.round(random() * height)}" x2="${Math.round(random() * width)}" y2="${Math.round(random() * height)}" stroke="${colour()}" stroke-width="${Math.round(4 + random() * 20)}"/>`,
  );
  const text = `<text x="${Math.round(width * 0.1)}" y="${Math.round(height * (0.2 + random() * 0.6))}" font-family="sans-serif" font-size="${Math.round(width / 9)}" font-weight="bold" fill="${colour()}">Test ${seed}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs>${gradients.join('')}<radialGradient id="sky"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#sky)"/>${shapes.join('')}${lines.join('')}${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Copies of a photo as someone lifting it would make them, re-compressed as JPEG. */
export const PHOTO_COPIES = {
  mirrored: (image: Buffer) => sharp(image).flop().jpeg({ quality: 85 }).toBuffer(),
  turned: (image: Buffer, angle: 90 | 180 | 270) =>
    sharp(image).rotate(angle).jpeg({ quality: 85 }).toBuffer(),
  /** The centre, without `fraction` of each side (0.15: a 15 % crop). */
  cropped: async (image: Buffer, fraction: number) => {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const cropWidth = Math.round(width * (1 - fraction));
    const cropHeight = Math.round(height * (1 - fraction));
    return sharp(image)
      .extract({
        left: Math.floor((width - cropWidth) / 2),
        top: Math.floor((height - cropHeight) / 2),
        width: cropWidth,
        height: cropHeight,
      })
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  /** Without `fraction` of the width and of the height, all taken from the left and top. */
  croppedFromCorner: async (image: Buffer, fraction: number) => {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const left = Math.round(width * fraction);
    const top = Math.round(height * fraction);
    return sharp(image)
      .extract({ left, top, width: width - left, height: height - top })
      .jpeg({ quality: 85 })
      .toBuffer();
  },
};

/** A JPEG whose EXIF holds a camera and a GPS position (Sydney). */
export async function drawPhotoWithGps(
  seed: number,
  size?: { width: number; height: number },
): Promise<Buffer> {
  return sharp(await drawPhoto(seed, size))
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

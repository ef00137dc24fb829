import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CUSTOMER_MESSAGES,
  CUSTOMER_PROFILE_UPDATE_PATH,
  GetCustomerProfileResponseSchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileUpdateResponseSchema,
  buildCustomerProfilePath,
} from '@app/contract';
import { formDataBody, postForm, type FormFile } from '../../test/listing-helpers.js';
import { customerProfiles, users } from '../../db/schema.js';
import { expectAnswer, expectFieldError, useApiTest } from '../../test/api-test.js';
import { createCustomer } from '../../test/factories.js';

const api = useApiTest();

const newCustomer = () => createCustomer(api.db, api.testApp.tokens);

/** An account of another role with a token of its own, signed by the app's issuer. */
async function tokenForRole(role: 'model' | 'admin'): Promise<string> {
  const [user] = await api.db
    .insert(users)
    .values({ role, name: `A ${role}`, email: `${role}-${randomBytes(5).toString('hex')}@x.test` })
    .returning();
  const token = await api.testApp.tokens.issue({ userId: user!.id, role, tokenVersion: 0 });
  return `Bearer ${token}`;
}

const readProfile = (userId: number | string, authorization?: string) =>
  api.app.inject({
    method: 'GET',
    url: buildCustomerProfilePath(userId),
    headers: authorization ? { authorization } : {},
  });

const updateProfile = (authorization: string, fields: Record<string, string>, files?: FormFile[]) =>
  postForm(api.app, CUSTOMER_PROFILE_UPDATE_PATH, authorization, fields, files);

/** A JPEG as a phone writes it: EXIF with the place it was taken and a sideways orientation. */
async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a3b52' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 52/1 4/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 12/1 36/1',
      },
    })
    .toBuffer();
}

const pngImage = (background: string) =>
  sharp({ create: { width: 120, height: 120, channels: 3, background } })
    .png()
    .toBuffer();

async function storedImageName(userId: number): Promise<string | null | undefined> {
  const [row] = await api.db
    .select({ imageName: customerProfiles.imageName })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, userId));
  return row?.imageName;
}

describe('GET /api/customer/getProfile/:userId', () => {
  it("answers the caller's own profile, with empty fields before the first edit", async () => {
    const { user, authorization } = await newCustomer();
    const response = await readProfile(user.id, authorization);
    expect(response.statusCode).toBe(200);
    const body = GetCustomerProfileResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: true,
      data: {
        id: user.id,
        name: 'Test Customer',
        age: null,
        language: '',
        ethinicity: '',
        email: user.email,
        image: null,
      },
    });
  });

  it("refuses another customer's profile, and an id that does not exist, alike with 403", async () => {
    const caller = await newCustomer();
    const other = await newCustomer();
    for (const id of [other.user.id, 2_000_000_000]) {
      const response = await readProfile(id, caller.authorization);
      expectAnswer(response, 403, AUTH_MESSAGES.forbidden);
      expect(response.body).not.toContain(other.user.email);
    }
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    const { authorization } = await newCustomer();
    for (const id of ['abc', '0', '-3', '1.5']) {
      expect((await readProfile(id, authorization)).statusCode).toBe(400);
    }
  });

  it('answers 401 without a token, with a malformed one and with one signed by another key', async () => {
    const { user } = await newCustomer();
    expect((await readProfile(user.id)).statusCode).toBe(401);
    expect((await readProfile(user.id, 'Bearer not-a-jwt')).statusCode).toBe(401);
    const { createTokenIssuer } = await import('../../platform/auth/auth-tokens.js');
    const forged = await createTokenIssuer('another-secret-of-at-least-32-characters').issue({
      userId: user.id,
      role: 'customer',
      tokenVersion: 0,
    });
    const response = await readProfile(user.id, `Bearer ${forged}`);
    expectAnswer(response, 401, AUTH_MESSAGES.unauthorized);
  });

  it('answers 401 once the account’s token version was bumped (a reset ends old tokens)', async () => {
    const { user, authorization } = await newCustomer();
    expect((await readProfile(user.id, authorization)).statusCode).toBe(200);
    await api.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await readProfile(user.id, authorization)).statusCode).toBe(401);
  });
});

describe('POST /api/customer/profile-update', () => {
  it('updates name, age, language and ethinicity and answers the new profile', async () => {
    const { user, authorization } = await newCustomer();
    const response = await updateProfile(authorization, {
      id: String(user.id),
      name: '  Alex Example ',
      age: '34',
      language: 'English',
      ethinicity: 'Greek',
    });
    expect(response.statusCode).toBe(200);
    const body = ProfileUpdateResponseSchema.parse(response.json());
    expect(body.message).toBe(CUSTOMER_MESSAGES.profileUpdated);
    expect(body.data).toEqual({
      id: user.id,
      name: 'Alex Example',
      age: 34,
      language: 'English',
      ethinicity: 'Greek',
      email: user.email,
      image: null,
    });
    expect((await readProfile(user.id, authorization)).json().data).toEqual(body.data);
    const [account] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.name).toBe('Alex Example');
  });

  it("refuses to change another customer's profile (403) and leaves it as it was", async () => {
    const caller = await newCustomer();
    const other = await newCustomer();
    const response = await updateProfile(caller.authorization, {
      id: String(other.user.id),
      name: 'Taken Over',
      age: '40',
    });
    expectAnswer(response, 403, AUTH_MESSAGES.forbidden);
    const [account] = await api.db.select().from(users).where(eq(users.id, other.user.id));
    expect(account!.name).toBe('Test Customer');
    expect(await storedImageName(other.user.id)).toBeUndefined();
  });

  it('answers field errors (422): age over 200, age 0, no name, a malformed id', async () => {
    const { user, authorization } = await newCustomer();
    const id = String(user.id);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ id, name: 'Alex', age: '201' }, 'age', CUSTOMER_MESSAGES.ageTooHigh],
      [{ id, name: 'Alex', age: '0' }, 'age', CUSTOMER_MESSAGES.ageTooLow],
      [{ id, name: 'Alex', age: 'old' }, 'age', CUSTOMER_MESSAGES.ageInvalid],
      [{ id, name: '   ', age: '30' }, 'name', AUTH_MESSAGES.nameRequired],
      [{ id, age: '30' }, 'name', AUTH_MESSAGES.nameRequired],
      [{ id, name: 'Alex', language: 'x'.repeat(61) }, 'language', CUSTOMER_MESSAGES.textTooLong],
    ];
    for (const [fields, field, message] of cases) {
      const response = await updateProfile(authorization, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json().errors[field]).toBe(message);
    }
    const malformed = await updateProfile(authorization, { id: 'me', name: 'Alex' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('id');
  });

  it('refuses a body that is not multipart with a 400', async () => {
    const { user, authorization } = await newCustomer();
    const response = await api.app.inject({
      method: 'POST',
      url: CUSTOMER_PROFILE_UPDATE_PATH,
      headers: { authorization },
      payload: { id: user.id, name: 'Alex' },
    });
    expectAnswer(response, 400, CUSTOMER_MESSAGES.notMultipart);
  });

  it('strips the GPS EXIF of an uploaded JPEG, turns it upright, fits it in 800 px and serves it', async () => {
    const { user, authorization } = await newCustomer();
    const upload = await jpegWithGps(1600, 1000);
    const before = await sharp(upload).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(before.orientation).toBe(6);

    const response = await updateProfile(authorization, { id: String(user.id), name: 'Alex' }, [
      { data: upload, filename: 'IMG_0001.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(200);
    const image = response.json().data.image as string;
    expect(image).toMatch(/^customer-[0-9a-f]{24}\.webp$/);
    expect(await storedImageName(user.id)).toBe(image);

    const served = await api.app.inject({ method: 'GET', url: `/images/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
    // Orientation 6 is a quarter turn: the 1600 × 1000 landscape is a portrait, fitted in 800.
    expect([after.width, after.height]).toEqual([500, 800]);
  });

  it('refuses a text file named photo.jpg and sent as image/jpeg (422), storing nothing', async () => {
    const { user, authorization } = await newCustomer();
    const response = await updateProfile(authorization, { id: String(user.id), name: 'Alex' }, [
      {
        data: Buffer.from('just some text, not a photo\n'.repeat(20)),
        filename: 'photo.jpg',
        type: 'image/jpeg',
      },
    ]);
    expectFieldError(response, 'image', CUSTOMER_MESSAGES.imageNotImage);
    expect(await storedImageName(user.id)).toBeUndefined();
  });

  it('refuses images of other formats (SVG) and a JPEG whose body is cut off', async () => {
    const { user, authorization } = await newCustomer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><script>alert(1)</script></svg>',
    );
    const jpeg = await jpegWithGps(400, 300);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    for (const data of [svg, truncated]) {
      const response = await updateProfile(authorization, { id: String(user.id), name: 'A' }, [
        { data, filename: 'photo.png', type: 'image/png' },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.image).toBe(CUSTOMER_MESSAGES.imageNotImage);
    }
  });

  it('refuses a photo over 5 MB with a clean 422 on the image field', async () => {
    const { user, authorization } = await newCustomer();
    const response = await updateProfile(authorization, { id: String(user.id), name: 'Alex' }, [
      { data: randomBytes(6 * 1024 * 1024), filename: 'big.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      statusCode: 422,
      message: CUSTOMER_MESSAGES.imageTooLarge,
      errors: { image: CUSTOMER_MESSAGES.imageTooLarge },
    });
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('accepts a photo just under 5 MB, far above the 1 MB limit of JSON bodies', async () => {
    const { user, authorization } = await newCustomer();
    const noise = await sharp({
      create: {
        width: 1300,
        height: 1300,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(noise.length).toBeLessThan(PROFILE_IMAGE_MAX_BYTES);
    const response = await updateProfile(authorization, { id: String(user.id), name: 'Alex' }, [
      { data: noise, filename: 'noise.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const stored = await api.testApp.storage.open(response.json().data.image);
    stored?.stream.destroy();
    expect(stored?.size).toBeGreaterThan(0);
  });

  it('refuses a second file, or a file under another field name (422)', async () => {
    const { user, authorization } = await newCustomer();
    const png = await pngImage('#336699');
    const fields = { id: String(user.id), name: 'Alex' };
    const two = await updateProfile(authorization, fields, [
      { data: png, filename: 'a.png', type: 'image/png' },
      { data: png, filename: 'b.png', type: 'image/png' },
    ]);
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.image).toBe(CUSTOMER_MESSAGES.unexpectedFile);
    const elsewhere = await updateProfile(authorization, fields, [
      { data: png, filename: 'a.png', type: 'image/png', field: 'avatar' },
    ]);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('deletes the old photo when a new one replaces it, and keeps it when no file is sent', async () => {
    const { user, authorization } = await newCustomer();
    const fields = { id: String(user.id), name: 'Alex' };
    const first = await updateProfile(authorization, fields, [
      { data: await pngImage('#aa2200'), filename: 'one.png', type: 'image/png' },
    ]);
    const firstImage = first.json().data.image as string;
    expect(await api.testApp.storage.exists(firstImage)).toBe(true);

    // A browser form with no file chosen sends an empty file part: the photo stays.
    const unchanged = await updateProfile(authorization, { ...fields, age: '30' }, [
      { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
    ]);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({ image: firstImage, age: 30 });

    const second = await updateProfile(authorization, fields, [
      { data: await pngImage('#0022aa'), filename: 'two.png', type: 'image/png' },
    ]);
    const secondImage = second.json().data.image as string;
    expect(secondImage).not.toBe(firstImage);
    expect(await api.testApp.storage.exists(secondImage)).toBe(true);
    expect(await api.testApp.storage.exists(firstImage)).toBe(false);
    expect(second.json().data.age).toBeNull();
  });

  it('answers 401 without a token, before reading the upload', async () => {
    const { user } = await newCustomer();
    const { payload, contentType } = await formDataBody({ id: String(user.id), name: 'Alex' });
    const response = await api.app.inject({
      method: 'POST',
      url: CUSTOMER_PROFILE_UPDATE_PATH,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('customer routes and other roles', () => {
  it('refuses model and admin tokens with 403 on every customer route', async () => {
    for (const role of ['model', 'admin'] as const) {
      const authorization = await tokenForRole(role);
      const requests = [
        { method: 'GET' as const, url: buildCustomerProfilePath(1) },
        { method: 'GET' as const, url: '/api/customer/wishlist-models' },
        { method: 'POST' as const, url: '/api/customer/wishlist/1' },
        { method: 'DELETE' as const, url: '/api/customer/wishlist/1' },
      ];
      for (const request of requests) {
        const response = await api.app.inject({ ...request, headers: { authorization } });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
      }
      const { payload, contentType } = await formDataBody({ id: '1', name: 'X' });
      const update = await api.app.inject({
        method: 'POST',
        url: CUSTOMER_PROFILE_UPDATE_PATH,
        headers: { authorization, 'content-type': contentType },
        payload,
      });
      expect(update.statusCode).toBe(403);
    }
  });
});

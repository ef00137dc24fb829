import { describe, it } from 'vitest';
import { CUSTOMER_MESSAGES, CUSTOMER_PROFILE_UPDATE_PATH } from '@app/contract';
import { postForm } from '../../test/listing-helpers.js';
import { expectFieldError, useApiTest } from '../../test/api-test.js';
import { createCustomer } from '../../test/factories.js';

const api = useApiTest();

/** A 40-byte GIF whose header and frame claim 7000 × 7000 pixels (49 MP once decoded). */
function gifOf49Megapixels(): Buffer {
  const size = (value: number) => [value & 0xff, value >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    ...size(7000),
    ...size(7000),
    0x80,
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c,
    ...size(0),
    ...size(0),
    ...size(7000),
    ...size(7000),
    0,
    2,
    1,
    0x2c,
    0,
    0x3b,
  ]);
}

describe('profile photo pixel limit', () => {
  it('refuses a tiny GIF that decodes to 49 megapixels with 422 and a message on the field', async () => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const response = await postForm(
      api.app,
      CUSTOMER_PROFILE_UPDATE_PATH,
      customer.authorization,
      { id: String(customer.user.id), name: 'Jo' },
      [{ data: gifOf49Megapixels(), type: 'image/gif', filename: 'small.gif' }],
    );
    expectFieldError(response, 'image', CUSTOMER_MESSAGES.imageTooManyPixels);
  });
});

import { describe, expect, it } from 'vitest';
import { LocationAutocompleteResponseSchema } from '@app/contract';
import { checkedAnswer, useApiTest } from '../../test/api-test.js';

const api = useApiTest();

const get = (query: string) =>
  checkedAnswer(
    api.app.inject({ method: 'GET', url: `/api/locations/autocomplete?${query}` }),
    LocationAutocompleteResponseSchema,
  );

describe('GET /api/locations/autocomplete', () => {
  it('answers ranked Australian places in the maps-places shape', async () => {
    const response = await get('q=sydney&limit=3');

    expect(response.statusCode).toBe(200);
    const body = LocationAutocompleteResponseSchema.parse(response.json());
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({
      country: 'Australia',
      administrative_area_level_1: 'New South Wales',
      locality: 'Sydney',
      postcode: '2000',
    });
    expect(body.data[0]!.lat).toBeCloseTo(-33.87, 1);
  });

  it('refuses a query over 40 characters with a 400', async () => {
    const response = await get(`q=${'a'.repeat(41)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/40 characters/);
  });

  it.each(['limit=0', 'limit=21', 'limit=abc'])('refuses %s with a 400', async (query) => {
    const response = await get(`q=perth&${query}`);
    expect(response.statusCode).toBe(400);
  });

  it('answers a repeated question from its kept answer: the same JSON body and ETag', async () => {
    const first = await get('q=bondi&limit=2');
    const again = await get('q=bondi&limit=2');
    const longer = await get('q=bondi&limit=3');

    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(longer.json().data).toHaveLength(3);
    expect(longer.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers an empty list for an empty query', async () => {
    const response = await get('q=');
    expect(response.json()).toEqual({ data: [] });
  });
});

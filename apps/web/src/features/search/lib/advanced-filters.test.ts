import { SEARCH_MESSAGES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADVANCED_SEARCH,
  buildSearchParams,
  readSearchQuery,
  readSearchValues,
  toSearchQuery,
} from './advanced-filters';
import { advancedSearchResolver } from './advanced-search-resolver';

describe('advanced search filters and the URL', () => {
  const values = {
    ...EMPTY_ADVANCED_SEARCH,
    state: 'New South Wales',
    place: 'Kings Cross',
    gender: 'female',
    account_type: 'Escort',
    escort_type: 'Independents',
    min_age: '25',
    max_age: '35',
    verified: true,
    online: true,
  };

  it('writes every chosen filter under the API names, place words lower case with hyphens', () => {
    expect(buildSearchParams(values).toString()).toBe(
      'state=new-south-wales&city=kings-cross&gender=female&account_type=Escort&escort_type=Independents&min_age=25&max_age=35&verified=true&online=true',
    );
  });

  it('writes the richer filters and reads them back the same (a shared link, Back)', () => {
    const richer = {
      ...values,
      min_price: '150',
      max_price: '400',
      incall: true,
      outcall: true,
      language: 'Mandarin',
      available_today: true,
      touring_soon: true,
      sort: 'price_asc',
    };
    const params = buildSearchParams(richer);
    expect(params.toString()).toBe(
      'state=new-south-wales&city=kings-cross&gender=female&account_type=Escort&escort_type=Independents' +
        '&min_age=25&max_age=35&min_price=150&max_price=400&language=Mandarin' +
        '&verified=true&online=true&incall=true&outcall=true&available_today=true&touring_soon=true&sort=price_asc',
    );
    expect(readSearchValues(params)).toEqual(richer);
  });

  it('leaves out All, empty fields and unticked boxes', () => {
    expect(buildSearchParams(EMPTY_ADVANCED_SEARCH).toString()).toBe('');
  });

  it('keeps the country of an Australia-wide search from the header', () => {
    const current = new URLSearchParams('country=australia&gender=male');
    expect(buildSearchParams({ ...EMPTY_ADVANCED_SEARCH, online: true }, current).toString()).toBe(
      'country=australia&online=true',
    );
  });

  it('reads the same values back from the URL it wrote (a shared link, Back)', () => {
    expect(readSearchValues(buildSearchParams(values))).toEqual(values);
    expect(readSearchValues(new URLSearchParams())).toEqual(EMPTY_ADVANCED_SEARCH);
  });

  it('shows a suburb-only link in the city or suburb box', () => {
    expect(readSearchValues(new URLSearchParams('suburb=surry-hills')).place).toBe('Surry Hills');
  });

  it('asks the API for exactly the URL filters, hyphens back to spaces in place words', () => {
    const params = new URLSearchParams(
      'country=australia&state=new-south-wales&suburb=surry-hills&gender=All&min_age=30&verified=true&page=4&utm_source=x',
    );
    expect(readSearchQuery(params)).toEqual({
      country: 'australia',
      state: 'new south wales',
      suburb: 'surry hills',
      min_age: '30',
      verified: 'true',
    });
  });

  it('turns the form into the query the API validates', () => {
    expect(toSearchQuery({ ...EMPTY_ADVANCED_SEARCH, state: 'Victoria', max_age: '40' })).toEqual({
      state: 'victoria',
      max_age: '40',
    });
  });
});

describe('advancedSearchResolver', () => {
  const resolve = (overrides: Partial<typeof EMPTY_ADVANCED_SEARCH>) =>
    advancedSearchResolver({ ...EMPTY_ADVANCED_SEARCH, ...overrides }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('accepts a valid search', async () => {
    expect((await resolve({ min_age: '20', max_age: '30' })).errors).toEqual({});
  });

  it("refuses a minimum age above the maximum with the API's message", async () => {
    const { errors } = await resolve({ min_age: '40', max_age: '30' });
    expect(errors.min_age?.message).toBe(SEARCH_MESSAGES.badAgeRange);
  });

  it('refuses ages outside 18–99 on the field that holds them', async () => {
    const { errors } = await resolve({ max_age: '17' });
    expect(errors.max_age?.message).toBe(SEARCH_MESSAGES.badAge);
  });

  it('refuses characters no place name has in the city or suburb box', async () => {
    const { errors } = await resolve({ place: 'Sydney <script>' });
    expect(errors.place?.message).toBe(SEARCH_MESSAGES.badPlace);
  });
});

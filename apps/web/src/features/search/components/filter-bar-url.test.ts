import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHOICE,
  EMPTY_LOCATION,
  buildAdvancedSearchPath,
  buildFilterSearchPath,
  describeLocation,
  readFiltersFromSearch,
  readLocationFromUrl,
  readSearchFromUrl,
  readSearchPageQuery,
  type FilterChoice,
} from './filter-bar-url';

function choice(overrides: Partial<FilterChoice> = {}): FilterChoice {
  return { location: EMPTY_LOCATION, gender: '', accountType: '', category: '', ...overrides };
}

describe('buildFilterSearchPath', () => {
  it('answers null when country, state and city are all empty', () => {
    expect(buildFilterSearchPath(choice())).toBeNull();
    expect(
      buildFilterSearchPath(choice({ location: { country: ' ', state: '', city: '' } })),
    ).toBeNull();
  });

  // Each case: what it proves, the place chosen (in Australia), and the path it leads to.
  it.each([
    [
      'sends a state alone to /escorts/:state, by the state slug',
      { state: 'New South Wales' },
      '/escorts/new-south-wales',
    ],
    ['finds the state slug from a state code too', { state: 'VIC' }, '/escorts/victoria'],
    [
      'sends a state and a city to /escorts/:state/:city, lower case with hyphens',
      { state: 'Queensland', city: 'Gold Coast' },
      '/escorts/queensland/gold-coast',
    ],
    [
      'puts the country alone in the query of the advanced search',
      {},
      '/searchpage?country=australia',
    ],
    [
      'keeps a city without its state as the suburb beside the country',
      { city: 'Bondi Beach' },
      '/searchpage?country=australia&suburb=bondi-beach',
    ],
  ])('%s', (_, place, path) => {
    const location = { country: 'Australia', state: '', city: '', ...place };
    expect(buildFilterSearchPath(choice({ location }))).toBe(path);
  });

  it('carries the chosen filters under the API parameter names and leaves All out', () => {
    const location = { country: 'Australia', state: 'Victoria', city: 'St Kilda' };
    expect(
      buildFilterSearchPath(
        choice({ location, gender: 'female', accountType: 'BDSM', category: 'Independents' }),
      ),
    ).toBe('/escorts/victoria/st-kilda?gender=female&account_type=BDSM&escort_type=Independents');
    expect(
      buildFilterSearchPath(choice({ location, gender: 'All', accountType: 'all', category: '' })),
    ).toBe('/escorts/victoria/st-kilda');
  });

  it('encodes a value with a slash so it stays one query parameter', () => {
    const location = { country: 'Australia', state: '', city: '' };
    const path = buildFilterSearchPath(choice({ location, gender: 'Transexual/Trasgender' }));
    expect(new URL(path ?? '', 'http://x').searchParams.get('gender')).toBe(
      'Transexual/Trasgender',
    );
  });
});

describe('readLocationFromUrl', () => {
  it('reads country, state and suburb from the query, hyphens back to spaces', () => {
    const location = readLocationFromUrl(
      '/searchpage',
      '?country=australia&state=new-south-wales&suburb=bondi-beach',
    );
    expect(location).toEqual({
      country: 'australia',
      state: 'New South Wales',
      city: 'bondi beach',
    });
    expect(describeLocation(location ?? EMPTY_LOCATION)).toBe(
      'Bondi Beach, New South Wales, Australia',
    );
  });

  it('reads a results route, naming the odd fixed city words properly', () => {
    expect(readLocationFromUrl('/escorts/victoria/StKilda', '')).toEqual({
      country: 'Australia',
      state: 'Victoria',
      city: 'St Kilda',
    });
    expect(readLocationFromUrl('/escorts/new-south-wales/home-bush', '')?.city).toBe('Homebush');
    expect(readLocationFromUrl('/escorts/tasmania', '')).toEqual({
      country: 'Australia',
      state: 'Tasmania',
      city: '',
    });
  });

  // Each case: the URL form, its path and query, and the place it names.
  it.each([
    [
      'the alternative /escorts/:country/:state form',
      '/escorts/australia/queensland',
      '',
      { country: 'Australia', state: 'Queensland', city: '' },
    ],
    [
      "the advanced search's city, as the header's suburb",
      '/searchpage',
      '?state=victoria&city=st-kilda',
      { country: '', state: 'Victoria', city: 'st kilda' },
    ],
  ])('reads %s', (_, path, search, place) => {
    expect(readLocationFromUrl(path, search)).toEqual(place);
  });

  it('answers null for pages that name no place', () => {
    expect(readLocationFromUrl('/blog', '')).toBeNull();
    expect(readLocationFromUrl('/', '?gender=female')).toBeNull();
  });

  it('round-trips: the URL built for a choice reads back as the same place', () => {
    const location = { country: 'Australia', state: 'Western Australia', city: 'Port Hedland' };
    const path = buildFilterSearchPath(choice({ location })) ?? '';
    expect(readLocationFromUrl(path, '')).toEqual(location);
  });
});

describe('readFiltersFromSearch', () => {
  it('reads the dropdown values, matching case-insensitively to the canonical value', () => {
    expect(
      readFiltersFromSearch('?gender=FEMALE&account_type=bodyrub&escort_type=StripsDance'),
    ).toEqual({ gender: 'female', accountType: 'BodyRub', category: 'StripsDance' });
  });

  it('ignores unknown values', () => {
    expect(readFiltersFromSearch('?gender=robot')).toEqual({
      gender: '',
      accountType: '',
      category: '',
    });
  });
});

describe('readSearchFromUrl', () => {
  it('reads a results route: its place and only the filters its query carries', () => {
    expect(readSearchFromUrl('/escorts/victoria/melbourne', '')).toEqual(
      choice({ location: { country: 'Australia', state: 'Victoria', city: 'Melbourne' } }),
    );
    expect(readSearchFromUrl('/escorts/tasmania', '?gender=male')).toEqual(
      choice({
        location: { country: 'Australia', state: 'Tasmania', city: '' },
        gender: 'male',
      }),
    );
  });

  it('reads the advanced search from its query, and the home page as no search', () => {
    expect(readSearchFromUrl('/searchpage', '?state=victoria&escort_type=Independents')).toEqual(
      choice({ location: { country: '', state: 'Victoria', city: '' }, category: 'Independents' }),
    );
    expect(readSearchFromUrl('/', '?gender=female')).toEqual(EMPTY_CHOICE);
  });

  it("reads nothing from other pages, so a profile's ?state= is never taken for a search", () => {
    expect(readSearchFromUrl('/profile/ava/12', '?state=queensland')).toBeNull();
    expect(readSearchFromUrl('/blog', '?gender=female')).toBeNull();
  });
});

describe('buildAdvancedSearchPath', () => {
  it('opens the advanced search with the place and filters under its own names', () => {
    const location = { country: 'Australia', state: 'Victoria', city: 'St Kilda' };
    expect(
      buildAdvancedSearchPath(choice({ location, gender: 'female', accountType: 'all' })),
    ).toBe('/searchpage?state=victoria&city=st-kilda&gender=female');
    expect(
      buildAdvancedSearchPath(choice({ location: { ...EMPTY_LOCATION, country: 'Australia' } })),
    ).toBe('/searchpage?country=australia');
    expect(buildAdvancedSearchPath(EMPTY_CHOICE)).toBe('/searchpage');
  });

  it('keeps the richer filters of the results route it is opened from, and nothing of other pages', () => {
    const onResults = readSearchPageQuery(
      '/escorts/new-south-wales/sydney',
      '?min_price=200&incall=true',
    );
    const onProfile = readSearchPageQuery('/profile/amy/4', '?min_price=200');
    expect(buildAdvancedSearchPath(EMPTY_CHOICE, onResults)).toBe(
      '/searchpage?min_price=200&incall=true',
    );
    expect(buildAdvancedSearchPath(EMPTY_CHOICE, onProfile)).toBe('/searchpage');
  });

  it('keeps the age range and ticks of the advanced search it is opened from', () => {
    const current = new URLSearchParams('state=victoria&min_age=25&online=true&gender=male');
    expect(buildAdvancedSearchPath(EMPTY_CHOICE, current)).toBe(
      '/searchpage?min_age=25&online=true',
    );
  });
});

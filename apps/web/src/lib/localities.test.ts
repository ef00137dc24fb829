import { describe, expect, it } from 'vitest';
import { isCompleteLocality, readLocalityItems } from './localities';
import { toPlaceSuggestions } from './place-suggestions';
import { makeLocality } from '../test/factories';

const sydney = makeLocality();

describe('readLocalityItems', () => {
  it('answers nothing for a body without a data list', () => {
    expect(readLocalityItems(null)).toEqual([]);
    expect(readLocalityItems({ data: 'x' })).toEqual([]);
  });

  it('keeps the object items of the data list only', () => {
    expect(readLocalityItems({ data: [sydney, 'x', null, 3] })).toEqual([sydney]);
  });
});

describe('isCompleteLocality', () => {
  it('needs every part and a numeric position', () => {
    expect(isCompleteLocality(sydney)).toBe(true);
    expect(isCompleteLocality({ ...sydney, lat: '-33.87' })).toBe(false);
    expect(isCompleteLocality({ ...sydney, postcode: undefined })).toBe(false);
  });
});

describe('toPlaceSuggestions', () => {
  it('offers complete localities of the asked state, each locality and postcode once', () => {
    const items = [
      sydney,
      sydney,
      { ...sydney, postcode: '2001' },
      { ...sydney, administrative_area_level_1: 'Victoria', locality: 'Sydney Creek' },
      { ...sydney, lat: undefined },
    ];
    expect(toPlaceSuggestions(items, 'New South Wales')).toEqual([
      { state: 'New South Wales', locality: 'Sydney', postcode: '2000' },
      { state: 'New South Wales', locality: 'Sydney', postcode: '2001' },
    ]);
  });
});

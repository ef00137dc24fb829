import { describe, expect, it } from 'vitest';
import { toLocalityName } from './locality-name.js';

// Each rule: what it proves, then names as the index spells them and as the site shows them.
const RULES = [
  [
    'turns capitals into title case',
    [
      ['SYDNEY', 'Sydney'],
      ['ST KILDA', 'St Kilda'],
    ],
  ],
  [
    "capitalises after the O' and D' of Irish and French names",
    [
      ["O'CONNOR", "O'Connor"],
      ["D'AGUILAR", "D'Aguilar"],
    ],
  ],
  ['straightens curly apostrophes so both spellings read the same', [['O’MALLEY', "O'Malley"]]],
  [
    'keeps a small letter after other apostrophes',
    [
      ["K'GARI", "K'gari"],
      ["STUN'SAIL BOOM", "Stun'sail Boom"],
    ],
  ],
  [
    'capitalises the name after Mc but not after Mac',
    [
      ['MCMAHONS POINT', 'McMahons Point'],
      ['MACKAY', 'Mackay'],
    ],
  ],
  [
    'capitalises each part of a hyphenated or bracketed name',
    [
      ['BRIGHTON-LE-SANDS', 'Brighton-Le-Sands'],
      ['ERNABELLA (PUKATJA)', 'Ernabella (Pukatja)'],
    ],
  ],
  [
    'keeps joining words small and initialisms in capitals',
    [
      ['UNIVERSITY OF TASMANIA', 'University of Tasmania'],
      ['KINGSTON ON MURRAY', 'Kingston on Murray'],
      ['HMAS KUTTABUL', 'HMAS Kuttabul'],
    ],
  ],
  ['collapses repeated spaces', [['  GLEN   INNES ', 'Glen Innes']]],
] as const;

describe('toLocalityName', () => {
  it.each(RULES)('%s', (_, cases) => {
    for (const [indexed, shown] of cases) expect(toLocalityName(indexed)).toBe(shown);
  });
});

import { describe, expect, it } from 'vitest';
import { toLocalityName } from './locality-name.js';

describe('toLocalityName', () => {
  it('turns capitals into title case', () => {
    expect(toLocalityName('SYDNEY')).toBe('Sydney');
    expect(toLocalityName('ST KILDA')).toBe('St Kilda');
  });

  it("capitalises after the O' and D' of Irish and French names", () => {
    expect(toLocalityName("O'CONNOR")).toBe("O'Connor");
    expect(toLocalityName("D'AGUILAR")).toBe("D'Aguilar");
  });

  it('straightens curly apostrophes so both spellings read the same', () => {
    expect(toLocalityName('O’MALLEY')).toBe("O'Malley");
  });

  it('keeps a small letter after other apostrophes', () => {
    expect(toLocalityName("K'GARI")).toBe("K'gari");
    expect(toLocalityName("STUN'SAIL BOOM")).toBe("Stun'sail Boom");
  });

  it('capitalises the name after Mc but not after Mac', () => {
    expect(toLocalityName('MCMAHONS POINT')).toBe('McMahons Point');
    expect(toLocalityName('MACKAY')).toBe('Mackay');
  });

  it('capitalises each part of a hyphenated or bracketed name', () => {
    expect(toLocalityName('BRIGHTON-LE-SANDS')).toBe('Brighton-Le-Sands');
    expect(toLocalityName('ERNABELLA (PUKATJA)')).toBe('Ernabella (Pukatja)');
  });

  it('keeps joining words small and initialisms in capitals', () => {
    expect(toLocalityName('UNIVERSITY OF TASMANIA')).toBe('University of Tasmania');
    expect(toLocalityName('KINGSTON ON MURRAY')).toBe('Kingston on Murray');
    expect(toLocalityName('HMAS KUTTABUL')).toBe('HMAS Kuttabul');
  });

  it('collapses repeated spaces', () => {
    expect(toLocalityName('  GLEN   INNES ')).toBe('Glen Innes');
  });
});

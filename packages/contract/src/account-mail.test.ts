import { describe, expect, it } from 'vitest';
import { findAdultWord } from './account-mail.js';

describe('findAdultWord', () => {
  it('finds a listed word at the start of a word, in any case and with any ending', () => {
    expect(findAdultWord('Top ESCORTS in Sydney')).toBe('ESCORT');
    expect(findAdultWord('a sexual health note')).toBe('sex');
    expect(findAdultWord('Body rub and more')).toBe('Body rub');
  });

  it('passes words that only contain one (Sussex, Middlesex) and neutral subjects', () => {
    expect(findAdultWord('Sussex and Middlesex')).toBeUndefined();
    expect(findAdultWord('Your sign-in code')).toBeUndefined();
  });
});

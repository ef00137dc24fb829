import { describe, expect, it } from 'vitest';
import { formatAud, formatPhone, formatPlace } from './profile-format';

describe('formatAud', () => {
  it('shows whole-dollar rates without cents', () => {
    expect(formatAud(450)).toBe('$450');
    expect(formatAud(1250)).toBe('$1,250');
  });

  it('shows cents when a rate has them', () => {
    expect(formatAud(99.5)).toBe('$99.50');
  });
});

describe('phone numbers', () => {
  it('groups mobiles and landlines the Australian way', () => {
    expect(formatPhone('0491570006')).toBe('0491 570 006');
    expect(formatPhone('0299998888')).toBe('02 9999 8888');
    expect(formatPhone('+61 491 570 006')).toBe('+61 491 570 006');
  });
});

describe('formatPlace', () => {
  it('joins the parts, each once, without empty ones', () => {
    expect(formatPlace(['Surry Hills', 'Sydney', 'New South Wales'])).toBe(
      'Surry Hills, Sydney, New South Wales',
    );
    expect(formatPlace(['Hobart', 'Hobart', '', 'Tasmania'])).toBe('Hobart, Tasmania');
  });
});

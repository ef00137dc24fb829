import { describe, expect, it } from 'vitest';
import { stripTags } from './strip-tags';

describe('stripTags', () => {
  it('keeps the text of sanitised HTML, with entities decoded', () => {
    expect(stripTags('<p>Fun &amp; <em>friendly</em></p>')).toBe('Fun & friendly');
  });

  it('keeps words of separate blocks and lines apart', () => {
    expect(stripTags('<p>One</p><p>two<br>three</p><ul><li>four</li><li>five</li></ul>')).toBe(
      'One two three four five',
    );
  });

  it('leaves out the code of script and style elements', () => {
    expect(stripTags('<img src="x" onerror="alert(1)">Hi<script>alert(2)</script>')).toBe('Hi');
  });

  it('answers an empty string for no description', () => {
    expect(stripTags('')).toBe('');
  });
});

describe('stripTags without a DOM', () => {
  it('decodes numeric entities and keeps unknown ones as written', () => {
    expect(stripTags('<p>It&#39;s &#x2014; &quot;lovely&quot; &copy;</p>')).toBe(
      'It\'s \u2014 "lovely" &copy;',
    );
  });

  it('drops comments and the content of template and noscript', () => {
    expect(stripTags('a<!-- hidden -->b<template><p>x</p></template><noscript>y</noscript>')).toBe(
      'ab',
    );
  });
});

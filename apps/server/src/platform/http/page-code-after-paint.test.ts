import { describe, expect, it } from 'vitest';
import { loadCodeAfterFirstPaint, PAGE_CODE_LOADER_SCRIPT } from './page-code-after-paint.js';

const HEAD = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
  '<link rel="modulepreload" crossorigin href="/assets/home-page-d4.js" />',
].join('\n');

describe('loadCodeAfterFirstPaint', () => {
  it('takes the entry and the module preloads out of the head into a list for the loader', () => {
    const code = loadCodeAfterFirstPaint(HEAD);

    expect(code.head).not.toMatch(/modulepreload|type="module"/);
    expect(code.head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(code.bodyTags).toBe(
      '<script type="application/json" id="page-code">' +
        '{"entry":"/assets/index-a1.js","preloads":["/assets/vendor-b2.js","/assets/home-page-d4.js"]}' +
        `</script><script>${PAGE_CODE_LOADER_SCRIPT}</script>`,
    );
  });

  it('leaves a head without exactly one entry script as it is', () => {
    const head = '<head><link rel="modulepreload" href="/assets/a.js"></head>';
    expect(loadCodeAfterFirstPaint(head)).toEqual({ head, bodyTags: '' });
  });
});

/** The product's display name: titles, header, footer, e-mails, the sitemap and OpenAPI. */
export const SITE_NAME = 'Australian Escort Directory';

/** docs/product/limits-and-messages.md: the footer's copyright year is fixed, not the current year. */
export const COPYRIGHT_YEAR = 2023;

/** Local storage flag set when a visitor accepts the age gate (docs/product/routes-and-screens.md). */
export const AGE_GATE_STORAGE_KEY = 'visited';

/**
 * The class the age-gate flag script puts on <html> when the visited flag is there: it hides
 * the gate a server-drawn page carries until the app takes over.
 */
export const AGE_GATE_PASSED_CLASS = 'age-gate-passed';

/**
 * The attribute the app puts on <html> once it has taken over the page (its first commit, or
 * a drawn page's hydration): until then a drawn page reads and links, but its controls do not
 * answer (decision 048). The browser tests wait for it before they type or press.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * Runs inline in a server-drawn page's head, before the first paint (decisions 044 and 047):
 * such a page carries the age gate, since the server cannot read local storage, and this hides
 * it for a visitor who agreed before, so it never flashes. Without storage the app does not
 * ask either. Inline rather than a file, so the first paint waits for no request; the CSP
 * allows exactly this text by its hash, so keep it one constant both apps read.
 */
export const AGE_GATE_FLAG_SCRIPT =
  `try{if(localStorage.getItem('${AGE_GATE_STORAGE_KEY}')!==null)` +
  `document.documentElement.classList.add('${AGE_GATE_PASSED_CLASS}')}` +
  `catch(e){document.documentElement.classList.add('${AGE_GATE_PASSED_CLASS}')}`;

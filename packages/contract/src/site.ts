/** The product's display name: titles, header, footer, e-mails, the sitemap and OpenAPI. */
export const SITE_NAME = 'Australian Escort Directory';

/** docs/product/limits-and-messages.md: the footer's copyright year is fixed, not the current year. */
export const COPYRIGHT_YEAR = 2023;

/** Local storage flag set when a visitor accepts the age gate (docs/product/routes-and-screens.md). */
export const AGE_GATE_STORAGE_KEY = 'visited';

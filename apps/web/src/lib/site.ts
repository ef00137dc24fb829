/** The name the web app shows in titles, the header and the footer. */
export const SITE_NAME = 'Australian Escort Directory';

/** The title of the home page and of pages that set none (also in index.html). */
export const DEFAULT_DOCUMENT_TITLE = `${SITE_NAME} | Escorts and companions across Australia`;

/** SPEC.md section 9: the footer's copyright year is fixed, not the current year. */
export const COPYRIGHT_YEAR = 2023;

/** '5 March 2025': posts show the Australian long date, in Australian (Sydney) time. */
const BLOG_DATE_FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

/** The date a post was published, for people; '' when the API's value is not a date. */
export function formatBlogDate(publishedAt: string): string {
  const date = new Date(publishedAt);
  return Number.isNaN(date.getTime()) ? '' : BLOG_DATE_FORMAT.format(date);
}

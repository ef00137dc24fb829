// What other modules may use of the blog: the page heads and the sitemap read published posts.
export { findPublishedPost, listPublishedPostDates } from './blog.service.js';

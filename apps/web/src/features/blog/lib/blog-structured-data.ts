import { SITE_NAME, buildBlogPath, buildImageUrl, type BlogEntry } from '@app/contract';
import { toAbsoluteUrl, type StructuredData } from '../../../lib/structured-data';

type PostFacts = Pick<
  BlogEntry,
  'id' | 'slug' | 'title' | 'excerpt' | 'cover_image' | 'published_at'
>;

/** A blog post's structured data (decision 045): a BlogPosting by the site, at its URL. */
export function buildBlogPostingStructuredData(
  publicUrl: string,
  post: PostFacts,
): StructuredData[] {
  const url = toAbsoluteUrl(publicUrl, buildBlogPath(post));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.published_at,
      url,
      mainEntityOfPage: url,
      ...(post.cover_image
        ? { image: toAbsoluteUrl(publicUrl, buildImageUrl(post.cover_image)) }
        : {}),
      author: { '@type': 'Organization', name: SITE_NAME },
      publisher: { '@type': 'Organization', name: SITE_NAME, url: toAbsoluteUrl(publicUrl, '/') },
    },
  ];
}

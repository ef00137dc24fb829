import { BLOG_POST_STATUSES, type BlogPostStatus } from '@app/contract';
import { readPageParam } from '../../lib/admin-query';
import type { BlogPostListFilters } from '../api/admin-blog-posts';

/** `?post=<id>` opens that post in the editor, `?post=new` a new one. */
export const POST_PARAM = 'post';
export const NEW_POST = 'new';

/** The list's filter boxes, as named in the URL. */
export const BLOG_FILTER_NAMES = ['q', 'status'] as const;
export type BlogFilterName = (typeof BLOG_FILTER_NAMES)[number];

/** The post the URL opens: an id, 'new', or undefined for the list (also for a bad value). */
export function parsePostParam(raw: string | null): number | 'new' | undefined {
  if (raw === NEW_POST) return 'new';
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The list's filters from `?q=&status=&page=`; anything unreadable is left out. */
export function readListFilters(params: URLSearchParams): BlogPostListFilters {
  const status = params.get('status') ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : '',
    page: readPageParam(params),
  };
}

function isStatus(word: string): word is BlogPostStatus {
  return (BLOG_POST_STATUSES as readonly string[]).includes(word);
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BlogPostEditor } from './components/blog-post-editor';
import { BlogPostList } from './components/blog-post-list';
import { POST_PARAM, parsePostParam } from './lib/blog-search-params';

/** What the last action said, and which view said it (each view shows only its own). */
interface Notice {
  readonly view: 'list' | 'editor';
  readonly text: string;
}

/**
 * /AdminDashboard/blog — the posts table, or the editor when the URL names a post
 * (`?post=<id>`, or `?post=new`), so reload and Back keep the admin where they were.
 */
export default function BlogSection() {
  const [params, setParams] = useSearchParams();
  const post = parsePostParam(params.get(POST_PARAM));
  // Kept here, so a deletion's message outlives the editor and a new post's its id change.
  const [notice, setNotice] = useState<Notice>({ view: 'list', text: '' });

  const closeEditor = (text = '') => {
    setNotice({ view: 'list', text });
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(POST_PARAM);
      return next;
    });
  };

  if (post === undefined) {
    return <BlogPostList notice={notice.view === 'list' ? notice.text : ''} />;
  }
  // Not keyed by the post: a new post that gets its id (?post=new → ?post=<id>) stays open.
  return (
    <BlogPostEditor
      postId={post === 'new' ? null : post}
      notice={notice.view === 'editor' ? notice.text : ''}
      onNotice={(text) => setNotice({ view: 'editor', text })}
      onClose={closeEditor}
    />
  );
}

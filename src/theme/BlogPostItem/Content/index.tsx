import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/BlogPostItem/Content';
import {POST_CONTENT_ID} from '@site/config/postContent';

/**
 * Ejected from the classic theme (3.10) for one change: on a post's own page the content element
 * has the id the specification names, `post-content` (config/blogFeed.ts reads the feeds from it).
 */
export default function BlogPostItemContent({children, className}: Props): React.JSX.Element {
  const {isBlogPostPage} = useBlogPost();
  return (
    <div id={isBlogPostPage ? POST_CONTENT_ID : undefined} className={clsx('markdown', className)}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}

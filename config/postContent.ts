/**
 * The id of a blog post's content element (specification, section 9). The theme's own id,
 * `__blog-post-container`, is also where the blog plugin's feed reads a post's content, so the
 * swizzled src/theme/BlogPostItem/Content and config/blogFeed.ts change it together.
 */
export const POST_CONTENT_ID = 'post-content';

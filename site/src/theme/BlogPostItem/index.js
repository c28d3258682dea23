import React from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

// A post's own page is what search indexes (data-pagefind-body); list pages
// show the same posts again and are left out.
export default function BlogPostItemWrapper(props) {
  const {isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) {
    return <BlogPostItem {...props} />;
  }
  return (
    <div data-pagefind-body="">
      <BlogPostItem {...props} />
    </div>
  );
}

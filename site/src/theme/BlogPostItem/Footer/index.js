import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import RelatedPosts from '@site/src/components/RelatedPosts';

// The post footer (tags, "Read More", edit link), followed on a post's own
// page by the posts related to it.
export default function FooterWrapper(props) {
  const {isBlogPostPage, metadata} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <RelatedPosts posts={metadata.frontMatter.related_posts} />}
    </>
  );
}

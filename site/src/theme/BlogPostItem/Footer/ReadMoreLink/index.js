import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * "Read more" under a post's preview. The post's title follows in text that
 * is not shown, so the link says where it goes to search engines and to
 * anything that reads links out of context, not only to screen readers.
 */
export default function ReadMoreLink({blogPostTitle, ...linkProps}) {
  return (
    <Link
      aria-label={translate(
        {
          message: 'Read more about {title}',
          id: 'theme.blog.post.readMoreLabel',
          description: 'The ARIA label for the link to full blog posts from excerpts',
        },
        {title: blogPostTitle},
      )}
      {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore" description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className={styles.hidden}>: {blogPostTitle}</span>
    </Link>
  );
}

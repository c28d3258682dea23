import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * The posts the pipeline chose as related to this one (shared topics and
 * similar text), in the reader's language. The pipeline writes them into
 * the post's front matter as related_posts when it stages the post, so each
 * page carries only its own list.
 * @param {{posts?: {permalink: string, title: string}[]}} props permalinks
 *   below the base URL
 */
export default function RelatedPosts({posts}) {
  if (!posts || posts.length === 0) {
    return null;
  }
  return (
    <nav className={styles.related} aria-labelledby="related-posts-title" data-pagefind-ignore="all">
      <h2 id="related-posts-title" className={styles.title}>
        <Translate id="ayakashi.relatedPosts.title" description="Heading of the list of related posts under a blog post">
          Related posts
        </Translate>
      </h2>
      <ul className={styles.list}>
        {posts.map((p) => (
          <li key={p.permalink}>
            <Link to={p.permalink}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import related from '@site/src/data/related.json';
import styles from './styles.module.css';

/**
 * The posts the pipeline chose as related to this one (shared topics and
 * similar text), in the reader's language. The list comes from
 * src/data/related.json, which the pipeline writes into each staged tree.
 * @param {{permalink: string}} props the post's permalink, base URL included
 */
export default function RelatedPosts({permalink}) {
  const {siteConfig} = useDocusaurusContext();
  const route = '/' + permalink.slice(siteConfig.baseUrl.length);
  const posts = related[route];
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

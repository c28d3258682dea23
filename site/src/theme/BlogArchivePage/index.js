// The blog archive: every post by year, newest year first, as the classic
// theme lists them, with the years as h2 under the page's h1 (the classic
// theme skips to h3, which HTML checkers and screen readers take for a
// missing level). The years keep the size of the classic theme's headings.
// Its posts come from src/plugins/blog-archive.js, with only their address,
// title and date.
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import FormattedDate from '@site/src/components/FormattedDate';
import styles from './styles.module.css';

/**
 * The posts grouped by the year of their date, in the archive's order.
 * @param {Array<{metadata: {date: string, permalink: string, title: string}}>} posts
 */
function byYear(posts) {
  const years = new Map();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years];
}

export default function BlogArchive({archive}) {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive', description: 'The page & hero title of the blog archive page'});
  const description = translate({id: 'theme.blog.archive.description', message: 'Archive', description: 'The page & hero description of the blog archive page'});
  const years = byYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map(([year, posts]) => (
                    <div key={year} className="col col--4 margin-vert--lg">
                      <Heading as="h2" id={year} className={styles.year}>
                        {year}
                      </Heading>
                      <ul>
                        {posts.map((post) => (
                          <li key={post.metadata.permalink}>
                            <Link to={post.metadata.permalink}>
                              <FormattedDate date={post.metadata.date} format="dayMonth" /> - {post.metadata.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}

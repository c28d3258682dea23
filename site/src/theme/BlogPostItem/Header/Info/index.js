// The date and reading time under a post's title: the classic theme's
// header, with the date formatted once (components/FormattedDate).
import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import FormattedDate from '@site/src/components/FormattedDate';
import styles from './styles.module.css';

/** @param {{readingTime: number}} props */
function ReadingTime({readingTime}) {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return (
    <>
      {selectMessage(
        minutes,
        translate(
          {
            id: 'theme.blog.post.readingTime.plurals',
            description:
              'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
            message: 'One min read|{readingTime} min read',
          },
          {readingTime: minutes},
        ),
      )}
    </>
  );
}

/** @param {{className?: string}} props */
export default function BlogPostItemHeaderInfo({className}) {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <FormattedDate date={date} format="long" />
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}

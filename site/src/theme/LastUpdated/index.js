// "Last updated on <date> by <author>" under docs and posts: the classic
// theme's sentence and translations, with the date formatted once
// (components/FormattedDate) and without the microdata attribute the theme
// puts on it (itemprop="dateModified"). No element around the date
// declares an item (itemscope), so that attribute made every page that
// shows it invalid HTML; the pages' structured data is Docusaurus's JSON-LD.
import React from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import FormattedDate from '@site/src/components/FormattedDate';

/** @param {{lastUpdatedAt?: number, lastUpdatedBy?: string}} props */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}) {
  const atDate = lastUpdatedAt ? (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{date: <b><FormattedDate date={lastUpdatedAt} format="short" /></b>}}>
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  const byUser = lastUpdatedBy ? (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{atDate, byUser}}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}

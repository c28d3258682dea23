// "Last updated on <date> by <author>" under docs and posts: the classic
// theme's sentence and translations, without the microdata attribute it
// puts on the date (itemprop="dateModified"). No element around the date
// declares an item (itemscope), so that attribute made every page that
// shows it invalid HTML; the pages' structured data is Docusaurus's JSON-LD.
import React from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';

/** @param {{lastUpdatedAt?: number, lastUpdatedBy?: string}} props */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}) {
  const {i18n} = useDocusaurusContext();
  let atDate = '';
  if (lastUpdatedAt) {
    const date = new Date(lastUpdatedAt);
    const format = new Intl.DateTimeFormat(i18n.currentLocale, {
      calendar: i18n.localeConfigs[i18n.currentLocale]?.calendar,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    atDate = (
      <Translate
        id="theme.lastUpdated.atDate"
        description="The words used to describe on which date a page has been last updated"
        values={{date: <b><time dateTime={date.toISOString()}>{format.format(date)}</time></b>}}>
        {' on {date}'}
      </Translate>
    );
  }
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

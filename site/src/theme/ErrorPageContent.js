import React from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

// A page that crashed while rendering says so in the browser's title too,
// not only in its heading.
export default function ErrorPageContentWrapper(props) {
  return (
    <>
      <PageMetadata title={translate({id: 'ayakashi.error.pageTitle', message: 'Page Error', description: 'Title of the page shown when a page crashed'})} />
      <ErrorPageContent {...props} />
    </>
  );
}

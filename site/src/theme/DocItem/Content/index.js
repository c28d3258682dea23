import React from 'react';
import Content from '@theme-original/DocItem/Content';

// A doc's title and text are what search indexes (data-pagefind-body).
export default function ContentWrapper(props) {
  return (
    <div data-pagefind-body="">
      <Content {...props} />
    </div>
  );
}

import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';

// The language menu links keep the page's ?query and #fragment. The server
// cannot know them, and React keeps server-rendered attributes when it
// hydrates, so on a page opened with a query the links would lose it; the
// menu is mounted once more in the browser to render them for the real
// address.
export default function LocaleDropdownNavbarItemWrapper(props) {
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'server'} {...props} />;
}

import React, {Children, cloneElement, isValidElement, useId} from 'react';
import Tabs from '@theme-original/Tabs';

// Docusaurus's tabs do not name the panel each tab controls, which the HTML
// standard requires of the selected tab and screen readers use to go from a
// tab to its panel. Each tab gets an id and aria-controls (the tab list
// spreads a TabItem's `attributes` onto its tab); TabItem takes them up.
export default function TabsWithPanels(props) {
  const base = useId();
  let n = 0;
  const children = Children.map(props.children, (child) => {
    if (!isValidElement(child)) {
      return child;
    }
    const i = n++;
    const tab = `${base}tab-${i}`;
    const panel = `${base}panel-${i}`;
    return cloneElement(child, {
      attributes: {...child.props.attributes, id: tab, 'aria-controls': panel},
      panelId: panel,
    });
  });
  return <Tabs {...props}>{children}</Tabs>;
}

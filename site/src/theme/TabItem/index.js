import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

// One tab's panel, labelled by its tab (see ../Tabs).
export default function TabItem({children, hidden, className, attributes, panelId}) {
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={attributes?.id}
      className={clsx(styles.panel, className)}
      hidden={hidden}>
      {children}
    </div>
  );
}

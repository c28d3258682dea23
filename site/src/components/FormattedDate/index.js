// A date as the classic theme shows it: Intl.DateTimeFormat in the page's
// locale and calendar, in UTC. Chromium spends 20–35 ms on the first
// formatter a page creates (its ICU set-up, four times that on a slow
// phone), and the theme created it inside hydration, in one long task. The
// server has already formatted every date of the page it sent: hydration
// takes those texts from its HTML, so the text is the same by construction,
// and a formatter is created only for a date the page was not sent with
// (one reached by a link).
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** @type {Record<string, Intl.DateTimeFormatOptions>} */
const formats = {
  long: {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  short: {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  dayMonth: {day: 'numeric', month: 'long', timeZone: 'UTC'},
};

/** @type {Map<string, string> | undefined} "format datetime" → text */
let sent;

/** @param {string} key */
function fromServer(key) {
  if (typeof document === 'undefined') {
    return undefined;
  }
  if (!sent) {
    sent = new Map();
    for (const el of document.querySelectorAll('time[data-format]')) {
      sent.set(`${el.getAttribute('data-format')} ${el.getAttribute('datetime')}`, el.textContent);
    }
  }
  return sent.get(key);
}

/** @type {Map<string, Intl.DateTimeFormat>} "locale format" → formatter */
const formatters = new Map();

/**
 * @param {{date: string | number, format: keyof typeof formats}} props
 *   date: an ISO date or milliseconds since the epoch
 */
export default function FormattedDate({date, format}) {
  const {i18n} = useDocusaurusContext();
  const iso = new Date(date).toISOString();
  let text = fromServer(`${format} ${iso}`);
  if (text === undefined) {
    const {currentLocale, localeConfigs} = i18n;
    let formatter = formatters.get(`${currentLocale} ${format}`);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(currentLocale, {calendar: localeConfigs[currentLocale]?.calendar, ...formats[format]});
      formatters.set(`${currentLocale} ${format}`, formatter);
    }
    text = formatter.format(new Date(date));
  }
  return (
    <time dateTime={iso} data-format={format}>
      {text}
    </time>
  );
}

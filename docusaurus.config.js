// @ts-check
// The one Docusaurus configuration. The Go pipeline (content-sync/) stages a
// tree per locale and hands each build its settings through DS_* variables;
// the defaults below are what a plain `docusaurus build` of a staged tree uses.
import {themes as prismThemes} from 'prism-react-renderer';
import ssrTemplate from './src/ssrTemplate.js';
import figure from './src/remark/figure.js';

const env = process.env;
const token = env.DS_SITE_TOKEN || 'Ayakashi';
const author = env.DS_SITE_AUTHOR || 'Ayakashi';
const baseUrl = env.DS_BASE_URL || '/ds/';
const faster = env.DS_FASTER !== 'false';
const repo = env.DS_REPO_URL || 'https://github.com/ayakashi-research/ds';
// Docusaurus sets the locale it builds before it reads this file.
const locale = env.DOCUSAURUS_CURRENT_LOCALE || 'ja';
const ja = locale === 'ja';
// A default Docusaurus build to compare with (go tool mage lighthouse): the
// classic theme's pages, without this site's speed changes.
const stock = env.DS_STOCK === 'true';

/**
 * "Edit this page" opens the file the author edits: site/… for Japanese,
 * i18n/<locale>/… for the others (the staged tree names site/docs "docs"
 * and site/blog "blog").
 * @param {string} dir the content folder inside the staged tree
 * @param {string} file the page's file inside it
 */
const editUrl = (dir, file) =>
  `${repo}/edit/main/${dir === 'docs' || dir === 'blog' ? `site/${dir}` : dir}/${file}`;

/**
 * Reading time: Japanese is read by characters (about 500 a minute), not by
 * the spaces between words that the default counts.
 * @param {{content: string, defaultReadingTime: Function}} args
 */
function readingTime({content, defaultReadingTime}) {
  const chars = (content.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) || []).length;
  if (chars === 0) {
    return defaultReadingTime({content, options: {wordsPerMinute: 200}});
  }
  const latinWords = content.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return chars / 500 + latinWords / 200;
}

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: `${token} Research`,
  tagline: 'UFO research',
  favicon: 'img/logo.svg',
  url: env.DS_SITE_URL || 'https://ayakashi-research.github.io',
  baseUrl,
  trailingSlash: false,

  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'ignore',
  onDuplicateRoutes: 'warn',

  // Docusaurus Faster: Rspack, SWC, Lightning CSS. React is 19: React 18's
  // renderToPipeableStream puts NUL bytes into Japanese text that falls on
  // a 2 KB chunk boundary (react#31134), which the link check of the built
  // site caught as broken heading anchors.
  future: {experimental_faster: faster},

  // .md files are plain CommonMark, so a stray { or < in prose cannot break
  // the build; .mdx files keep MDX.
  markdown: {format: 'detect'},

  i18n: {
    defaultLocale: 'ja',
    locales: ['ja', 'en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
      ja: {label: '日本語', direction: 'ltr', htmlLang: 'ja', path: 'ja'},
    },
  },

  // The page paints before its scripts run (src/ssrTemplate.js), and parts
  // of Docusaurus's client code do less work up front
  // (src/plugins/client-speed); the build keeps the bundler's memory down
  // (src/plugins/bundler-memory.js) and its compilations from one build to
  // the next (src/plugins/bundler-cache.js), renders the pages in several
  // processes when it has cores to spare (src/plugins/parallel-render), and
  // skips work a production build does twice or has no use for
  // (src/plugins/lean-build.js).
  ...(stock ? {} : {ssrTemplate}),
  plugins: stock
    ? []
    : [
        './src/plugins/client-speed',
        './src/plugins/bundler-memory.js',
        './src/plugins/bundler-cache.js',
        './src/plugins/parallel-render',
        ['./src/plugins/lean-build.js', {lightningCss: faster}],
      ],

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.js',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          editUrl: ({versionDocsDirPath, docPath}) => editUrl(versionDocsDirPath, docPath),
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          beforeDefaultRemarkPlugins: [figure],
        },
        blog: {
          routeBasePath: 'blog',
          postsPerPage: 1,
          blogSidebarCount: 15,
          blogSidebarTitle: 'Recent posts',
          showReadingTime: true,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'warn',
          readingTime,
          beforeDefaultRemarkPlugins: [figure],
          editUrl: ({blogDirPath, blogPath}) => editUrl(blogDirPath, blogPath),
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          feedOptions: {
            type: ['rss', 'atom'],
            title: ja ? `${token} Research ブログ` : `${token} Research Blog`,
            description: ja
              ? 'UFOと超常現象をめぐる主張・証拠・懐疑的な説明を検討する調査ブログ'
              : 'Research notes on UFOs and the paranormal: claims, evidence and sceptical explanations',
            copyright: `Copyright © 2024 ${author}`,
            language: locale,
          },
        },
        theme: {customCss: './src/css/custom.css'},
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
      announcementBar: {
        id: 'bilingual-2025-10',
        content: ja
          ? 'このサイトは日本語と英語で読めます。右上の言語メニューで切り替えられます。'
          : 'This site is written in Japanese and English: switch with the language menu at the top right.',
        backgroundColor: '#14243a',
        textColor: '#f4f4f4',
        isCloseable: true,
      },
      docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
      blog: {sidebar: {groupByYear: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      navbar: {
        title: 'UFO research Site',
        logo: {alt: `${token} Research`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
        items: [
          {to: '/blog', label: 'Blog', position: 'left'},
          {type: 'localeDropdown', position: 'right'},
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              {label: 'Home', to: '/'},
              {label: 'UFO', to: '/ufo/index_ufo'},
              {label: 'Tips', to: '/tips/ayakashi'},
            ],
          },
          {
            title: 'Blog',
            items: [
              {label: 'Blog', to: '/blog'},
              {label: 'Archive', to: '/blog/archive'},
              {label: 'Tags', to: '/blog/tags'},
            ],
          },
          {
            title: 'More',
            items: [
              {label: 'Authors', to: '/blog/authors'},
              {label: 'Doc tags', to: '/tags'},
            ],
          },
        ],
        logo: {alt: `${token} Research`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 48, height: 48, href: '/'},
        copyright: `Copyright © 2024 ${author}. Built with Docusaurus.`,
      },
      prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
    }),
};

export default config;

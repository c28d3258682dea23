// @ts-check
// The one Docusaurus configuration. The Go pipeline (content-sync/) stages a
// tree per locale and hands each build its settings through DS_* variables;
// the defaults below are what a plain `docusaurus build` of a staged tree uses.
import {themes as prismThemes} from 'prism-react-renderer';

const env = process.env;
const token = env.DS_SITE_TOKEN || 'Ayakashi';
const author = env.DS_SITE_AUTHOR || 'Ayakashi';
const baseUrl = env.DS_BASE_URL || '/ds/';
const faster = env.DS_FASTER !== 'false';

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
        },
        theme: {customCss: './src/css/custom.css'},
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
      docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
      blog: {sidebar: {groupByYear: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      navbar: {
        title: 'UFO research Site',
        logo: {alt: `${token} Research`, src: 'img/logo.svg'},
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
        copyright: `Copyright © 2024 ${author}. Built with Docusaurus.`,
      },
      prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
    }),
};

export default config;

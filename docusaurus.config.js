// @ts-check
// The one Docusaurus configuration. The Go pipeline (content-sync/) reads
// site.toml, stages a tree per locale and hands each build the settings
// through DS_* variables: site.toml is their only source, so a build that
// bypasses the pipeline stops here with a message instead of guessing them.
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {themes as prismThemes} from 'prism-react-renderer';
import ssrTemplate from './src/ssrTemplate.js';
import figure from './src/remark/figure.js';
import {patchOn} from './src/plugins/patches.js';

const env = process.env;

/** @param {string} name */
function setting(name) {
  const value = env[name];
  if (value === undefined) {
    throw new Error(`${name} is not set: build through the pipeline (go tool mage build), which reads site.toml and hands its settings to Docusaurus`);
  }
  return value;
}

const token = setting('DS_SITE_TOKEN');
const author = setting('DS_SITE_AUTHOR');
const baseUrl = setting('DS_BASE_URL');
const repo = setting('DS_REPO_URL');
const locales = setting('DS_LOCALES').split(',');
const defaultLocale = setting('DS_DEFAULT_LOCALE');
const faster = env.DS_FASTER !== 'false';
// The Docusaurus this tree is built with (its node_modules).
const docusaurusVersion = createRequire(import.meta.url)('@docusaurus/core/package.json').version;
// Docusaurus sets the locale it builds before it reads this file.
const locale = env.DOCUSAURUS_CURRENT_LOCALE || defaultLocale;
// A default Docusaurus build to compare with (go tool mage lighthouse): the
// classic theme's pages, without this site's speed changes.
const stock = env.DS_STOCK === 'true';
// The live preview (go tool mage start) shows on the page the files it
// holds back (src/plugins/preview-problems) and reloads only the plugin of
// an edited translation (src/plugins/preview-watch.js).
const preview = env.DS_PREVIEW === 'true';
// The blog's addresses: /blog and /blog/archive.
const blogBase = 'blog';
const archiveBase = 'archive';

/**
 * A Prism theme with the token colours that fall short of WCAG AA contrast
 * (4.5:1), on the code background or on a highlighted line (see
 * src/css/custom.css), replaced by the same hue made darker or lighter.
 * @param {import('prism-react-renderer').PrismTheme} theme
 * @param {Record<string, string>} colours new colours by old
 * @param {number} [opacity] replaces the theme's opacity (github dims namespaces)
 */
function legible(theme, colours, opacity) {
  return {
    ...theme,
    styles: theme.styles.map(({types, style}) => ({
      types,
      style: {
        ...style,
        ...(style.color && colours[style.color] ? {color: colours[style.color]} : {}),
        ...(style.opacity && opacity ? {opacity} : {}),
      },
    })),
  };
}

const codeLight = legible(
  prismThemes.github,
  {'#999988': '#626254', '#e3116c': '#bd0e5a', '#36acaa': '#216a69', '#00a4db': '#00698c', '#d73a49': '#b92534'},
  0.8,
);
const codeDark = legible(prismThemes.dracula, {'rgb(98, 114, 164)': 'rgb(134, 146, 185)'});

// The one copyright line, in the footer and in both feeds.
const copyright = `Copyright © 2024 ${author}`;

/**
 * A text of this configuration in the language being built: its
 * translation in i18n/<locale>/code.json, where the theme's texts are
 * translated too, or the English given here. {token} stands for the site's
 * name.
 * @param {string} id @param {string} english
 */
function text(id, english) {
  const file = new URL(`./i18n/${locale}/code.json`, import.meta.url);
  const messages = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return (messages[id]?.message ?? english).replaceAll('{token}', token);
}

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
 * The docs plugin names the default locale's folder even when it reads a
 * translation (the blog names the folder the file came from), so the
 * translation's folder is looked up here: a page without one shows the
 * default locale's file, and its link opens that.
 * @param {{versionDocsDirPath: string, docPath: string, locale: string}} args
 */
function docEditUrl({versionDocsDirPath, docPath, locale}) {
  const localized = `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  const translated = locale !== defaultLocale && existsSync(new URL(`./${localized}/${docPath}`, import.meta.url));
  return editUrl(translated ? localized : versionDocsDirPath, docPath);
}

/**
 * Reading time in whole minutes, as the post shows it: Japanese is read by
 * characters (about 500 a minute), not by the spaces between words that the
 * default counts. Whole minutes keep a post's data as it was through most
 * edits, so the development server recompiles only the edited post; and
 * since it reads every post again after each save, each text's count is
 * kept.
 * @param {{content: string, defaultReadingTime: Function}} args
 */
function readingTime({content, defaultReadingTime}) {
  let minutes = readingTimes.get(content);
  if (minutes === undefined) {
    minutes = Math.ceil(readingMinutes(content, defaultReadingTime));
    readingTimes.set(content, minutes);
  }
  return minutes;
}
const readingTimes = new Map();

/**
 * @param {string} content
 * @param {Function} defaultReadingTime
 */
function readingMinutes(content, defaultReadingTime) {
  const chars = (content.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) || []).length;
  if (chars === 0) {
    return defaultReadingTime({content, options: {wordsPerMinute: 200}});
  }
  const latinWords = content.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return chars / 500 + latinWords / 200;
}

/**
 * The blog in one order, the same in every build and every locale: newest
 * day first, and posts of the same day by address. Docusaurus sorts by date
 * alone and leaves a day's posts in the order its file search returned
 * them, which changed from one build to the next (posts that are folders
 * are found late) and so moved posts between list pages.
 * @param {{blogPosts: Array<{metadata: {date: Date, permalink: string}}>}} args
 */
async function processBlogPosts({blogPosts}) {
  const byAddress = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  return [...blogPosts].sort(
    (a, b) => b.metadata.date.getTime() - a.metadata.date.getTime() || byAddress(a.metadata.permalink, b.metadata.permalink),
  );
}

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: `${token} Research`,
  tagline: 'UFO research',
  favicon: 'img/logo.svg',
  url: setting('DS_SITE_URL'),
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
  //
  // Docusaurus 3.8 renamed experimental_faster to faster and refuses the
  // old name; go tool mage bench builds the same tree with the latest 3.x,
  // stock, with the v4 flags on as its release notes advise.
  future: docusaurusVersion.startsWith('3.7.') ? {experimental_faster: faster} : {v4: true, faster},

  // .md files are plain CommonMark, so a stray { or < in prose cannot break
  // the build; .mdx files keep MDX.
  markdown: {format: 'detect'},

  // Every locale of site.toml; Docusaurus derives each one's label,
  // direction, html lang, calendar and path from its code.
  i18n: {defaultLocale, locales},

  // The page paints before its scripts run (src/ssrTemplate.js), and parts
  // of Docusaurus's client code do less work up front
  // (src/plugins/client-speed); the build keeps the bundler's memory down
  // (src/plugins/bundler-memory.js) and its compilations from one build to
  // the next (src/plugins/bundler-cache.js), keeps the route table as it
  // was through a content edit (src/plugins/route-keys.js), renders the
  // pages in several processes when it has cores to spare and renders again
  // only the pages whose inputs changed (src/plugins/render), hands the
  // blog archive only what it shows of each post
  // (src/plugins/blog-archive.js), and skips work a production build does
  // twice or has no use for (src/plugins/lean-build.js).
  ...(stock || !patchOn('ssr-template') ? {} : {ssrTemplate}),
  plugins: stock
    ? []
    : [
        './src/plugins/client-speed',
        './src/plugins/bundler-memory.js',
        './src/plugins/bundler-cache.js',
        './src/plugins/route-keys.js',
        './src/plugins/render',
        ['./src/plugins/blog-archive.js', {routeBasePath: blogBase, archiveBasePath: archiveBase}],
        ['./src/plugins/lean-build.js', {lightningCss: faster}],
        ...(preview ? ['./src/plugins/preview-problems', './src/plugins/preview-watch.js'] : []),
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
          editUrl: docEditUrl,
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          beforeDefaultRemarkPlugins: [figure],
        },
        // The debug plugin writes all content into one module, which every
        // edit changed: the development server compiled each save twice.
        ...(preview && {debug: false}),
        blog: {
          routeBasePath: blogBase,
          // src/plugins/blog-archive.js makes the archive, with less in it.
          archiveBasePath: stock ? archiveBase : null,
          postsPerPage: 1,
          blogSidebarCount: 15,
          blogSidebarTitle: 'Recent posts',
          showReadingTime: true,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'warn',
          readingTime,
          processBlogPosts,
          beforeDefaultRemarkPlugins: [figure],
          editUrl: ({blogDirPath, blogPath}) => editUrl(blogDirPath, blogPath),
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          feedOptions: {
            type: ['rss', 'atom'],
            title: text('ayakashi.feed.title', '{token} Research Blog'),
            description: text('ayakashi.feed.description', 'Research notes on UFOs and the paranormal: claims, evidence and sceptical explanations'),
            copyright,
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
        content: text('ayakashi.announcement', 'This site is written in Japanese and English: switch with the language menu at the top right.'),
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
        copyright: `${copyright}. Built with Docusaurus.`,
      },
      prism: {theme: codeLight, darkTheme: codeDark},
    }),
};

export default config;

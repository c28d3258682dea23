// The blog archive's route, with only what its page shows of each post: its
// address, title and date. Docusaurus 3.7's own archive route hands the page
// every listed post whole, markdown source included: a chunk of 3.3 MB for
// the Japanese blog that the reader's browser fetched and parsed before the
// page came alive (Lighthouse mobile: performance 55, largest paint 7.4 s).
// The blog plugin's own archive is off wherever this plugin runs
// (archiveBasePath: null in docusaurus.config.js); the page is the theme's
// BlogArchivePage, at the same address.

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {{routeBasePath: string, archiveBasePath: string}} options the
 *   blog's, as the blog plugin would take them
 */
const {normalizeUrl} = require('./core').fromCore('@docusaurus/utils');

module.exports = function blogArchive(context, {routeBasePath, archiveBasePath}) {
  return {
    name: 'blog-archive',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default;
      const listed = (blog?.blogPosts ?? []).filter((post) => !post.metadata.unlisted);
      if (listed.length === 0) {
        return; // as the blog plugin: no archive without a listed post
      }
      const blogPosts = listed.map(({metadata: {permalink, title, date}}) => ({metadata: {permalink, title, date}}));
      const archive = await actions.createData('blog-archive.json', JSON.stringify({blogPosts}));
      actions.addRoute({
        // The address and the posts as the blog plugin gives them
        // (TestArchiveMatchesDocusaurus compares the two pages).
        path: normalizeUrl([context.baseUrl, routeBasePath, archiveBasePath]),
        component: '@theme/BlogArchivePage',
        exact: true,
        modules: {archive},
      });
    },
  };
};

// @ts-check
// The docs sidebar. Category labels are Japanese (the default locale), with
// their English versions in i18n/en/docusaurus-plugin-content-docs/current.json;
// pages are labelled by their own titles or sidebar_label in each language.
// Pages left out of it — tips/ayakashi and tips/how_to_write_2 — render
// without a sidebar.

/**
 * A field of research with pages of its own: a category that opens its index
 * page. A field with no other pages is a plain link to its index page,
 * labelled by the page's sidebar_label in each language (Docusaurus turns an
 * empty category into such a link, but then keeps the untranslated label).
 * @param {string} dir @param {string} label @param {string[]} items
 */
const field = (dir, label, items) => ({
  type: 'category',
  label,
  link: {type: 'doc', id: `${dir}/index_${dir}`},
  items: items.map((id) => `${dir}/${id}`),
});

/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  mySidebar: [
    {type: 'doc', id: 'index', label: 'index'},
    field('ufo', 'UFO', ['roswell_debris']),
    'occult/index_occult',
    'religion/index_religion',
    'spiritual/index_spiritual',
    'philosophy/index_philosophy',
    'ai/index_ai',
    'tech/index_tech',
    'other/index_other',
    {
      type: 'category',
      label: 'ヒント',
      items: [
        'tips/how_to_build',
        'tips/sh_script_to_local_build',
        'tips/how_to_deploy_github',
        'tips/sh_script_to_deploy_github',
        'tips/how_to_change_copyright',
        'tips/how_to_write_1',
        'tips/style_guide',
        'tips/site_search',
        'tips/related_posts',
        'tips/last_updated',
        'tips/edit_this_page',
        'tips/how_to_register_qt_tools_claunch',
      ],
    },
    {
      type: 'category',
      label: 'チュートリアル（基本）',
      items: [
        'tutorial-basics/create-a-document',
        'tutorial-basics/create-a-blog-post',
        'tutorial-basics/markdown-features',
        'tutorial-basics/create-a-page',
        'tutorial-basics/deploy-your-site',
        'tutorial-basics/congratulations',
      ],
    },
    {
      type: 'category',
      label: 'チュートリアル（応用）',
      items: ['tutorial-extras/manage-docs-versions', 'tutorial-extras/translate-your-site'],
    },
  ],
};

export default sidebars;

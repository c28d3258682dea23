// @ts-check
// The docs sidebar. Pages left out of it (tips/ayakashi, tips/how_to_write_2)
// render without a sidebar.

/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  mySidebar: [{type: 'doc', id: 'index', label: 'index'}],
};

export default sidebars;

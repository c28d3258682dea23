// Leaves the CSS's browser prefixes to Lightning CSS in production builds
// with Docusaurus Faster, instead of doing that work twice.
//
// Docusaurus runs every stylesheet through postcss-loader with
// postcss-preset-env, which adds prefixes for the browserslist targets, and
// then minifies the bundle's CSS with Lightning CSS, which adds the prefixes
// those same targets need. The loader also searches the folders above each
// stylesheet for a PostCSS config file (this site has none): about 18,000
// failed file opens a locale. Without both, the main thread of a locale build
// spends about 1.3 s less in postcss-loader (CPU profiles of the real site's
// `en`, two runs each). The stylesheet differs only in prefixes: Lightning
// CSS drops -webkit-text-decoration and a repeated -webkit-mask, and adds
// -moz-column-gap.
//
// The dev server and webpack builds minify no CSS with Lightning CSS, so they
// keep Docusaurus's PostCSS settings.
module.exports = function cssPrefixes() {
  return {
    name: 'css-prefixes',
    configurePostCss(options) {
      if (process.env.NODE_ENV !== 'production') {
        return options;
      }
      const presetEnv = (plugin) => String([plugin].flat()[0]).includes('postcss-preset-env');
      return {...options, config: false, plugins: (options.plugins ?? []).filter((p) => !presetEnv(p))};
    },
  };
};

// Leaves out work that a production build does twice or has no use for.
// Neither change alters a page; the stylesheet differs only in prefixes.
//
// 1. With Docusaurus Faster, the CSS's browser prefixes are left to Lightning
//    CSS. Docusaurus runs every stylesheet through postcss-loader with
//    postcss-preset-env, which adds prefixes for the browserslist targets,
//    and then minifies the bundle's CSS with Lightning CSS, which adds the
//    prefixes those same targets need. The loader also searches the folders
//    above each stylesheet for a PostCSS config file (this site has none):
//    about 18,000 failed file opens a locale. Without both, the main thread
//    of the real site's `en` build spends about 1.3 s less in postcss-loader
//    (CPU profiles, two runs each). Lightning CSS drops
//    -webkit-text-decoration and a repeated -webkit-mask, and adds
//    -moz-column-gap. The dev server and webpack builds minify no CSS with
//    Lightning CSS, so they keep Docusaurus's PostCSS settings.
//
// 2. The server bundle is run once, to render the pages, and never shipped:
//    it is built without scope hoisting and without the analysis of which
//    exports are used, which exist to make shipped code small. In Rspack's
//    own trace of the real site's `en` build that took about 0.7 s of
//    bundling work; the pages come out byte for byte the same, with Rspack
//    and with webpack. innerGraph stays on: turning it off as well makes
//    webpack fail ("No template for dependency: PureExpressionDependency").
const production = () => process.env.NODE_ENV === 'production';

module.exports = function leanBuild(context, {lightningCss = false} = {}) {
  return {
    name: 'lean-build',
    configurePostCss(options) {
      if (!lightningCss || !production()) {
        return options;
      }
      const presetEnv = (plugin) => String([plugin].flat()[0]).includes('postcss-preset-env');
      return {...options, config: false, plugins: (options.plugins ?? []).filter((p) => !presetEnv(p))};
    },
    configureWebpack(config, isServer) {
      if (!isServer || !production()) {
        return {};
      }
      return {
        optimization: {
          concatenateModules: false,
          usedExports: false,
          providedExports: false,
          mangleExports: false,
        },
      };
    },
  };
};

// Docusaurus renders the pages (SSG) in the process that bundled them. The
// bundler keeps its compilation in native memory that is freed only when V8
// collects the JavaScript objects holding it, and V8, seeing a small heap,
// has no reason to. One full collection once bundling has ended frees it
// before the pages are rendered: on a 1,000-post blog the peak of a locale
// build fell from 2.5-2.8 GB to 2.3-2.5 GB (go tool mage bench measures the
// peaks). The pipeline starts Node with --expose-gc; without it (mage start,
// the plain builds it is compared with) nothing changes.
module.exports = function releaseBundler() {
  return {
    name: 'release-bundler',
    configureWebpack(config, isServer) {
      if (isServer || typeof global.gc !== 'function') {
        return {};
      }
      const collect = {
        apply(compiler) {
          // Docusaurus drops the compiler once close() has called back;
          // the timer runs after that.
          compiler.hooks.shutdown.tap('release-bundler', () => setTimeout(global.gc, 0));
        },
      };
      return {plugins: [collect]};
    },
  };
};

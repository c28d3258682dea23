// The live preview's report on the page (go tool mage start): the files
// that validation rejected, which the preview keeps at their last good
// version, as a banner over every page until they are fixed. The pipeline
// writes the list to .preview/problems.json in the staged tree; the banner
// module imports it, so the development server updates the banner whenever
// the list changes. Only the preview loads this plugin.
module.exports = function previewProblems() {
  return {
    name: 'preview-problems',
    getClientModules() {
      return [require.resolve('./banner.js')];
    },
  };
};

// A page-rendering process of parallel-render: it loads Docusaurus's
// renderer at once, writes the share of pages it is sent, answers with each
// page's outcome (what it collected, and its markup for page-reuse to
// keep), and ends when the build lets it go.
const {writePages} = require('./pages');

process.on('disconnect', () => process.exit(0));
process.once('message', async ({pathnames, params}) => {
  try {
    process.send({outcomes: await writePages({pathnames, params})});
  } catch (err) {
    process.send({error: err.stack ?? String(err)});
  }
});

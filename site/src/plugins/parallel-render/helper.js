// A page-rendering process of parallel-render: it loads Docusaurus's
// renderer at once, renders the share of pages it is sent, answers with
// what it collected from them, and ends when the build lets it go.
const util = require('util');
const {ssg, toPlain} = require('./ssg');

process.on('disconnect', () => process.exit(0));
process.once('message', async ({pathnames, params}) => {
  try {
    const {collectedData} = await ssg.generateStaticFiles({pathnames, params});
    process.send({collectedData: toPlain(collectedData)});
  } catch (err) {
    // The whole error with its causes (the pages and why each failed), as
    // the message of the error the build will throw.
    const text = util.inspect(err, {depth: 5});
    const prefix = `${err.name}: `;
    process.send({error: text.startsWith(prefix) ? text.slice(prefix.length) : text});
  }
});

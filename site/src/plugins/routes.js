// How many routes the site being built has: Docusaurus has written them to
// its generated files by the time the bundler is configured.
const fs = require('fs');
const path = require('path');

module.exports.routeCount = function routeCount(generatedFilesDir) {
  const file = path.join(generatedFilesDir, 'routesChunkNames.json');
  return Object.keys(JSON.parse(fs.readFileSync(file, 'utf8'))).length;
};

// JSON files the build keeps between runs (the pages' renders, the
// minified scripts), read and written whole.
const fs = require('fs/promises');

/** The value in file, or null when there is none. */
async function readJSON(file) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') {
      return null;
    }
    throw err;
  }
}

// Written whole or not at all: a stopped build leaves no half file.
async function writeJSON(file, value) {
  const tmp = `${file}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(value));
  await fs.rename(tmp, file);
}

module.exports = {readJSON, writeJSON};

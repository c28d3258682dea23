// Loads a figure's drawing (src/remark/figure.js) as its markup, which the
// page puts in place as it is. The file was checked before the build: an
// <svg> with no <style>, id or class, nothing outside itself.
module.exports = function drawingLoader(source) {
  return `export default ${JSON.stringify(source.trim())};`;
};

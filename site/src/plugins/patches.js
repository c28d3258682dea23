// Which patches of private Docusaurus, Rspack and react-router code are on
// for this build (patches.json lists them with the versions they were
// written for). The pipeline compares those versions with node_modules
// before Node starts and names the patches it turns off in DS_PATCHES_OFF;
// a patch that is off leaves Docusaurus's own behaviour in place.
const off = process.env.DS_PATCHES_OFF;
if (off === undefined) {
  throw new Error('DS_PATCHES_OFF is not set: build through the pipeline (go tool mage build), which checks the patches against the installed packages');
}
const offList = off.split(',').filter(Boolean);

/** @param {string} name a patch of patches.json */
exports.patchOn = (name) => !offList.includes(name);

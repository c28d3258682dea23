// What ComponentCreator.js loads on the first preload, in a chunk of its
// own: Docusaurus's component factory, and each route's chunk loaders from
// the same route table and registry the factory reads.
import create from '@docusaurus/core/lib/client/exports/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import flat from '@docusaurus/core/lib/client/flat';

export default create;

/** The functions that request the chunks of a route, as the factory finds them. */
export function loaders(path, hash) {
  const names = Object.values(flat(routesChunkNames[`${path}-${hash}`] ?? {}));
  return names.flatMap((name) => (registry[name] ? [registry[name][0]] : []));
}

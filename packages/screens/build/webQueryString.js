// Stands in for qs in the H5 bundle (remaxConfig.js). @remax/web reads a page's query with
// `qs.parse(location.search, { ignoreQueryPrefix: true })` (page props and useQuery), and qs brings about 20 small
// packages (side-channel, get-intrinsic...): 20 KB gzip of the first load. The app's links are flat `key=value`
// pairs (pageLink), which URLSearchParams reads the way qs does: a repeated key gives an array, and a key that
// would shadow an Object.prototype member is dropped (qs's allowPrototypes: false).
function parse(search) {
  const query = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (key in Object.prototype) return;
    query[key] = Object.prototype.hasOwnProperty.call(query, key) ? [].concat(query[key], value) : value;
  });
  return query;
}

export default { parse };

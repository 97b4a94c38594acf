// Stands in for object-inspect in the H5 bundle (remaxConfig.js). @remax/web parses page queries with qs, whose
// side-channel helpers use object-inspect (about 28 KB of source) only to name the key in one assertion message
// ("Side channel does not contain ..."). A short description is enough there.
module.exports = function inspect(value) {
  return typeof value === 'string' ? JSON.stringify(value) : Object.prototype.toString.call(value);
};

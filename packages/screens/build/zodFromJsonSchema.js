// Replaces zod's JSON Schema importer in the app bundles (remaxConfig.js): `z.fromJSONSchema` is reachable from
// zod's namespace export, which webpack 4 cannot tree-shake, and costs about 33 KB of source. The app never
// builds schemas from JSON Schema at run time (its schemas are code), so calling it is a programming error.
export function fromJSONSchema() {
  throw new Error('z.fromJSONSchema is not bundled in the Aster apps (packages/screens/build/zodFromJsonSchema.js)');
}

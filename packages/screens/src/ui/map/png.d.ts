// Remax bundles images with file-loader: importing one gives its path in the package.
declare module '*.png' {
  const path: string;
  export default path;
}

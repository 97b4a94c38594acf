// `axios` in the H5 build (webFirstLoad.js): axios's instance (axiosInstance.js) in a chunk of its own, fetched as
// the entry runs and awaited by the first request (lazyAxios.ts says why). A request also waits for zod, which
// arrives the same way (src/platform/schemaLibrary.web.ts), so that its answer can be checked.
import { TransportError } from '@aster/core-api';
import { schemasReady } from '../src/platform/schemaLibrary.web';
import { lazyAxios } from './lazyAxios';

export default lazyAxios(
  () => Promise.all([import(/* webpackChunkName: "axios" */ './axiosInstance.js'), schemasReady]).then(([axios]) => axios),
  // The client reads it as any transport's timeout: 网络超时，请稍后再试.
  (ms) => new TransportError('timeout', `axios did not arrive within ${ms} ms`),
);

// `axios` in the H5 build (webFirstLoad.js): axios's instance (axiosInstance.js) in a chunk of its own, fetched as
// the entry runs and awaited by the first request (lazyAxios.ts says why).
import { TransportError } from '@aster/core-api';
import { lazyAxios } from './lazyAxios';

export default lazyAxios(
  () => import(/* webpackChunkName: "axios" */ './axiosInstance.js'),
  // The client reads it as any transport's timeout: 网络超时，请稍后再试.
  (ms) => new TransportError('timeout', `axios did not arrive within ${ms} ms`),
);

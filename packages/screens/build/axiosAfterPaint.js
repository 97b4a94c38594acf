// `axios` in the H5 build (webFirstLoad.js): axios's instance (axiosInstance.js) in a chunk of its own, fetched as
// the entry runs and awaited by the first request (lazyAxios.ts says why).
import { lazyAxios } from './lazyAxios';

export default lazyAxios(() => import(/* webpackChunkName: "axios" */ './axiosInstance.js'));

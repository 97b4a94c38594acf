// axios's entry in the H5 build (webFirstLoad.js), in the chunk axiosAfterPaint.js loads: the default instance and
// its create(), made as axios's lib/axios.js makes them, over axios's own Axios class, defaults, mergeConfig and
// request pipeline. lib/axios.js also hangs CancelToken, HttpStatusCode, spread, toFormData, formToJSON, getAdapter...
// on its default export, which kept them all in the bundle; core-api's client, its only importer, calls create(),
// then getUri() and request().
import Axios from 'aster-axios-lib/core/Axios.js';
import mergeConfig from 'aster-axios-lib/core/mergeConfig.js';
import defaults from 'aster-axios-lib/defaults/index.js';
import bind from 'aster-axios-lib/helpers/bind.js';
import utils from 'aster-axios-lib/utils.js';

function createInstance(defaultConfig) {
  const context = new Axios(defaultConfig);
  const instance = bind(Axios.prototype.request, context);
  utils.extend(instance, Axios.prototype, context, { allOwnKeys: true });
  utils.extend(instance, context, null, { allOwnKeys: true });
  instance.create = (instanceConfig) => createInstance(mergeConfig(defaultConfig, instanceConfig));
  return instance;
}

export default createInstance(defaults);

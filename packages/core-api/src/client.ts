import axios, { type AxiosInstance } from 'axios';
import { type Clock, REQUEST_TIMEOUT_MS, TOAST_DURATION_MS } from '@aster/core-domain';
import { type z } from 'zod';
import { AutoLoginGate } from './autoLoginGate';
import { type BackendExtensions, extensionFeatureOf } from './backendExtensions';
import {
  type AnyEndpointDef,
  type EndpointRequest,
  type PathParamName,
  type PathParams,
  endpointLabel,
  endpointPath,
} from './catalogue/define';
import { readAnswer } from './envelope';
import { ApiError, ERROR_CODES, ERROR_MESSAGES, UI_TEXT, isApiError } from './errors';
import { type Platform, buildRequestHeaders } from './headers';
import { type NavigatorPort, type UiPort } from './ports';
import { type HttpTransport, createTransportAdapter, isTransportError } from './transport';

/** Who is calling: read fresh for every request (the session changes while requests are queued). */
export interface RequestIdentity {
  token: string | null;
  userId: string | null;
  companyId: string;
}

export interface ApiClientOptions {
  transport: HttpTransport;
  clock: Clock;
  /** Origin (and optional base path) of the API, e.g. "https://api.example.com"; "" for the same origin. */
  baseUrl: string;
  platform: Platform;
  identity: () => RequestIdentity;
  /** Sends the gray-environment marker header. */
  gray?: boolean;
  timeoutMs?: number;
  ui?: UiPort;
  navigator?: NavigatorPort;
  gate?: AutoLoginGate;
  /**
   * This install's machine id (core-domain's machineIdOf): filled into every request whose schema has a `machineId`
   * field the caller left out (the meter calls of spec section 3), so no page has to carry it.
   */
  machineId?: () => string;
  /**
   * Which extensions the backend serves (home/config's `extensions`): an extension of a feature it does not serve
   * fails as NOT_ENABLED without a request, and one answering 404 marks its feature so. Without it every call goes out.
   */
  extensions?: BackendExtensions;
  /** Called once per 401 answer; the store clears the session and schedules the login redirect. */
  onUnauthorized?: (error: ApiError) => void;
}

/** Per-request switches. */
export interface RequestOptions {
  /** Show the loading toast "数据加载中" while the request runs. */
  loading?: boolean;
  /** Do not show the error toast or ALERT modal (the caller shows its own). */
  silent?: boolean;
}

/** An object type with no required key: `NoFields extends T` holds when every field of T is optional. */
type NoFields = Record<never, never>;

type RequestArg<D extends AnyEndpointDef> = NoFields extends EndpointRequest<D>
  ? { request?: EndpointRequest<D> }
  : { request: EndpointRequest<D> };
type PathArg<D extends AnyEndpointDef> = [PathParamName<D['path']>] extends [never]
  ? { pathParams?: undefined }
  : { pathParams: PathParams<D['path']> };

export type CallArgs<D extends AnyEndpointDef> = RequestArg<D> & PathArg<D> & RequestOptions;

/** Everything optional, for callers (like the RTK baseQuery) that hold a definition of no particular type. */
export interface LooseCallArgs extends RequestOptions {
  request?: unknown;
  pathParams?: Record<string, string | number>;
  /** Headers of this one call beside the app's own (a solved proof of work: REQUEST_HEADERS.proofOfWork). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  call<D extends AnyEndpointDef>(def: D, ...args: NoFields extends CallArgs<D> ? [CallArgs<D>?] : [CallArgs<D>]): Promise<z.output<D['response']>>;
  callLoose(def: AnyEndpointDef, args?: LooseCallArgs): Promise<unknown>;
  readonly gate: AutoLoginGate;
  /** The client's view of the backend's extensions, when it was given one. */
  readonly extensions: BackendExtensions | undefined;
}

function splitFields(def: AnyEndpointDef, fields: unknown): { params?: Record<string, unknown>; data?: unknown } {
  if (def.method === 'GET') {
    return { params: (fields ?? {}) as Record<string, unknown> };
  }
  const queryKeys = def.queryKeys ?? [];
  if (queryKeys.length === 0 || typeof fields !== 'object' || fields === null) {
    return { data: fields ?? {} };
  }
  const params: Record<string, unknown> = {};
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    (queryKeys.includes(key) ? params : data)[key] = value;
  }
  return { params, data };
}

/**
 * The request pipeline of architecture.md: auto-login gate, request schema, headers, timeout, transport,
 * envelope and error model, then the UI effects of spec section 8.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { clock, ui, navigator } = options;
  const gate = options.gate ?? new AutoLoginGate(clock);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let loadingCount = 0;
  const { extensions } = options;
  /** The features whose NOT_ENABLED the tenant has been told of: one toast per feature, never a storm. */
  const toldNotEnabled = new Set<string>();

  const http: AxiosInstance = axios.create({
    baseURL: options.baseUrl,
    // Statuses and bodies are read by the envelope rules, never by axios.
    validateStatus: () => true,
    transformResponse: [(data: unknown) => data],
  });
  http.defaults.adapter = createTransportAdapter(options.transport, clock, (config) => http.getUri(config));

  function showLoading(): void {
    loadingCount += 1;
    if (loadingCount === 1) ui?.showLoading(UI_TEXT.loading);
  }

  function hideLoading(): void {
    loadingCount -= 1;
    if (loadingCount === 0) ui?.hideLoading();
  }

  async function showAlert(error: ApiError): Promise<void> {
    if (!ui) return;
    const confirmed = await ui.showModal({ title: UI_TEXT.alertTitle, content: error.message, showCancel: false, confirmText: UI_TEXT.alertConfirm });
    if (!confirmed || !navigator) return;
    if (navigator.pageCount() > 1) {
      navigator.back();
    } else {
      navigator.reLaunchHome();
    }
  }

  function report(def: AnyEndpointDef, error: ApiError, silent: boolean): void {
    // A 401 from a login call means "refused", not "session expired": no logout, no redirect.
    if (error.isUnauthorized && !def.loginCall) {
      options.onUnauthorized?.(error);
      return;
    }
    if (error.isNotEnabled) {
      // The page shows its calm notice; a toast only the first time a feature is met (a tapped button says something).
      const feature = extensionFeatureOf(def) ?? '';
      if (silent || toldNotEnabled.has(feature)) return;
      toldNotEnabled.add(feature);
    }
    if (silent) return;
    if (error.isAlert) {
      // A modal the platform failed to show changes nothing for the caller, who already has the error.
      showAlert(error).catch(() => undefined);
    } else {
      ui?.showToast(error.message, TOAST_DURATION_MS);
    }
  }

  function notEnabled(path: string): ApiError {
    return new ApiError({ code: ERROR_CODES.notEnabled, message: ERROR_MESSAGES.notEnabled, path });
  }

  function toApiError(error: unknown, path: string): ApiError {
    if (isApiError(error)) return error;
    if (isTransportError(error) && error.kind === 'timeout') {
      return new ApiError({ code: ERROR_CODES.timeout, message: ERROR_MESSAGES.timeout, path });
    }
    return new ApiError({ code: ERROR_CODES.unknown, message: ERROR_MESSAGES.unknown, path });
  }

  /** The request with this install's machineId when its schema asks for one and the caller gave none. */
  function withMachineId(def: AnyEndpointDef, request: unknown): unknown {
    if (options.machineId === undefined || typeof request !== 'object' || request === null || 'machineId' in request) return request;
    const shape = (def.request as { shape?: unknown }).shape;
    if (typeof shape !== 'object' || shape === null || !('machineId' in shape)) return request;
    return { ...request, machineId: options.machineId() };
  }

  /** One request, from fields to validated data; every failure comes back as an ApiError. */
  async function send(def: AnyEndpointDef, args: LooseCallArgs, path: string): Promise<unknown> {
    const fields = def.request.safeParse(withMachineId(def, args.request ?? {}));
    if (!fields.success) {
      throw new ApiError({ code: ERROR_CODES.badRequest, message: `请求参数有误：${endpointLabel(def)}`, path, data: fields.error.issues });
    }
    const response = await http.request({
      method: def.method,
      url: path,
      ...splitFields(def, fields.data),
      headers: { ...buildRequestHeaders({ ...options.identity(), platform: options.platform, gray: options.gray ?? false }), ...args.headers },
      timeout: def.timeoutMs ?? timeoutMs,
    });
    return readAnswer(def, path, { status: response.status, headers: response.headers as Record<string, string>, data: response.data });
  }

  async function callLoose(def: AnyEndpointDef, args: LooseCallArgs = {}): Promise<unknown> {
    if (!def.loginCall) {
      await gate.wait();
    }
    let path: string;
    try {
      path = endpointPath(def, args.pathParams as never);
    } catch (missing) {
      const error = new ApiError({ code: ERROR_CODES.badRequest, message: `请求参数有误：${endpointLabel(def)}`, path: `${def.prefix}/${def.path}`, data: String(missing) });
      report(def, error, args.silent ?? false);
      throw error;
    }
    const feature = extensions === undefined ? undefined : extensionFeatureOf(def);
    if (feature !== undefined && !(await extensions?.admits(def))) {
      const error = notEnabled(path);
      report(def, error, args.silent ?? false);
      throw error;
    }
    if (args.loading) showLoading();
    let outcome: { ok: true; data: unknown } | { ok: false; error: ApiError };
    try {
      outcome = { ok: true, data: await send(def, args, path) };
    } catch (caught) {
      outcome = { ok: false, error: toApiError(caught, path) };
    }
    // The backstop: a backend that listed the feature but answers its extension 404 does not serve it after all.
    if (!outcome.ok && feature !== undefined && outcome.error.response?.status === 404) {
      extensions?.refuse(feature);
      outcome = { ok: false, error: notEnabled(path) };
    }
    // Loading goes first: on the mini-programs hiding it would also hide a toast shown before.
    if (args.loading) hideLoading();
    if (!outcome.ok) {
      report(def, outcome.error, args.silent ?? false);
      throw outcome.error;
    }
    return outcome.data;
  }

  return {
    gate,
    extensions,
    callLoose,
    call: (def, ...args) => callLoose(def, args[0] as LooseCallArgs | undefined) as never,
  };
}

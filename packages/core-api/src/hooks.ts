import { type TypedUseSelectorHook, useDispatch, useSelector, useStore } from 'react-redux';
import { type BackendExtensions } from './backendExtensions';
import { type AppDispatch, type AppStore, type RootState } from './store/setupStore';

export type { AppDispatch, RootState };

/** The typed hooks: screens use these, never the bare react-redux ones. */
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

/** The store's view of the backend's extensions (home/config's `extensions`): screens hide what it does not serve. */
export const useBackendExtensions = (): BackendExtensions => (useStore() as AppStore).extensions;

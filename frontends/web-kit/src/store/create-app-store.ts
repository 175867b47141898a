import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { ApiExtra } from '../api/api-extra';
import { rootReducer } from './root-reducer';

export function createAppStore(extra: ApiExtra) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

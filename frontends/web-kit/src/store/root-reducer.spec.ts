/**
 * @jest-environment node
 */
import { createSlice } from '@reduxjs/toolkit';
import { createAppStore } from './create-app-store';
import { rootReducer } from './root-reducer';

describe('rootReducer', () => {
  it('lets a remote inject its slice into the running store', () => {
    const store = createAppStore({
      auth: { getToken: () => undefined, refresh: async () => false },
    });
    const draft = createSlice({
      name: 'draftNote',
      initialState: { text: '' },
      reducers: { typed: (state, action: { payload: string }) => ({ text: action.payload }) },
    });
    expect(store.getState()).not.toHaveProperty('draftNote');

    const injected = rootReducer.inject(draft);
    store.dispatch(draft.actions.typed('hello'));

    expect(injected.selector((state) => state.draftNote)(store.getState())).toEqual({
      text: 'hello',
    });
    expect(store.getState()).toHaveProperty('api');
  });
});

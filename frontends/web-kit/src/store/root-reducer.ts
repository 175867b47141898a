import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';

/**
 * Slices that remotes inject at runtime. A remote declares its slice by merging into
 * this interface (`declare module '@filmcollab/web-kit' { interface LazyLoadedSlices {...} }`)
 * and calls `rootReducer.inject(slice)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

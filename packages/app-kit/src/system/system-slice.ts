// the route's head, not the route: the sign-in page then ships no schema (and no TypeBox)
import { systemRouteHeads, type systemRoutes, type RouteData } from '@org/api-contract';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { type KitExtra, callRoute } from '../api/client';

export type SysInfo = RouteData<typeof systemRoutes.sysInfo>;

export interface SystemState {
  /** The server's system name and logo; null until they arrive (or when the call failed). */
  info: SysInfo | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

type ThunkConfig = { extra: KitExtra; state: { system: SystemState } };

/**
 * Loads the system info once per page load. Plain Redux rather than RTK Query: the sign-in
 * page shows it, and RTK Query comes with the signed-in part. A failure is silent: the
 * built-in name and logo stay.
 */
export const loadSystemInfo = createAsyncThunk<SysInfo, void, ThunkConfig>(
  'system/load',
  (_, { extra }) =>
    callRoute<SysInfo>(extra.http, { route: systemRouteHeads.sysInfo, silent: true }),
  { condition: (_, { getState }) => getState().system.status === 'idle' },
);

const systemSlice = createSlice({
  name: 'system',
  initialState: (): SystemState => ({ info: null, status: 'idle' }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSystemInfo.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadSystemInfo.fulfilled, (state, { payload }) => {
        state.info = payload;
        state.status = 'loaded';
      })
      .addCase(loadSystemInfo.rejected, (state) => {
        state.status = 'failed';
      });
  },
});

export const systemReducer = systemSlice.reducer;

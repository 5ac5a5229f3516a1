import { use, type ReactElement } from 'react';
import type { AppRoute } from './route-table';

/**
 * The spaces whose screens are a chunk of their own, downloaded only by their users (the doctor's and staff's with
 * their French route titles).
 */
export type OwnChunkSpace = 'doctor' | 'admin' | 'patient';
export type SpaceBuiltRouteId<Space extends OwnChunkSpace> = Extract<AppRoute, { status: 'built'; space: Space }>['id'];

type SpaceScreens = Readonly<Record<string, ReactElement>>;

const loaders: Record<OwnChunkSpace, () => Promise<SpaceScreens>> = {
  doctor: () => import('./doctor-screens').then((module) => module.DOCTOR_PAGES),
  admin: () => import('./admin-screens').then((module) => module.ADMIN_PAGES),
  patient: () => import('./patient-screens').then((module) => module.PATIENT_PAGES),
};
const loading = new Map<OwnChunkSpace, Promise<SpaceScreens>>();
const loaded = new Map<OwnChunkSpace, SpaceScreens>();

export function hasOwnChunk(space: AppRoute['space']): space is OwnChunkSpace {
  return space === 'doctor' || space === 'admin' || space === 'patient';
}

/**
 * The doctor or staff space's screens, downloaded once (before the first render of one of its pages, see
 * `preloadScreen`, or on the first visit to the space); a failed download is tried again on the next call.
 */
export function loadSpaceScreens(space: OwnChunkSpace): Promise<SpaceScreens> {
  let promise = loading.get(space);
  if (!promise) {
    promise = loaders[space]().then(
      (screens) => {
        loaded.set(space, screens);
        return screens;
      },
      (error: unknown) => {
        loading.delete(space);
        throw error;
      },
    );
    loading.set(space, promise);
  }
  return promise;
}

/** The space's screens, suspending the first time they are needed (its layout and titles wait for them). */
export function useSpaceScreens(space: OwnChunkSpace): SpaceScreens {
  return loaded.get(space) ?? use(loadSpaceScreens(space));
}

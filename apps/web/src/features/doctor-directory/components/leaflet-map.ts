import type { PublicDoctor } from '@sante/shared/directory-schemas';
import { createCircleMap, type CircleMap } from '../../../components/leaflet-circle-map';

/** Leaflet, in its own chunk: loaded after the list has rendered (never on the server, never in the first load). */

export type DoctorMarker = Pick<PublicDoctor, 'id' | 'latitude' | 'longitude'> & { title: string; detail: string };

export type DoctorsMap = CircleMap<DoctorMarker>;

export function createDoctorsMap(element: HTMLElement, label: string): DoctorsMap {
  return createCircleMap<DoctorMarker>(element, label, {
    style: () => ({ radius: 9, weight: 2, fillColor: '#0f766e' }),
    maxZoom: 13,
    fitOnce: false,
  });
}

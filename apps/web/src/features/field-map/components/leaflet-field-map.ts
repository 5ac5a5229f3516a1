import { createCircleMap, type CircleMap } from '../../../components/leaflet-circle-map';

/** Leaflet in its own chunk (the list renders first). */

export type FieldMarker = {
  id: string;
  kind: 'carer' | 'carer_stale' | 'visit' | 'visit_en_route' | 'visit_late';
  latitude: number;
  longitude: number;
  title: string;
  detail: string;
};

const COLOURS: Record<FieldMarker['kind'], string> = {
  carer: '#0f766e',
  carer_stale: '#64748b',
  visit: '#1d4ed8',
  visit_en_route: '#b45309',
  visit_late: '#b91c1c',
};

export type FieldMap = CircleMap<FieldMarker>;

export function createFieldMap(element: HTMLElement, label: string): FieldMap {
  return createCircleMap<FieldMarker>(element, label, {
    style: (marker) => {
      const carer = marker.kind.startsWith('carer');
      return { radius: carer ? 8 : 10, weight: carer ? 2 : 3, fillColor: COLOURS[marker.kind] };
    },
    maxZoom: 14,
    // A refresh every 30 s must not move the map under the operator's hand.
    fitOnce: true,
  });
}

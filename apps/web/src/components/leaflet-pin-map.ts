import 'leaflet/dist/leaflet.css';
import type { ServiceCity } from '@sante/shared/constants';
import L from 'leaflet';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../lib/map-tiles';
import { roundPosition, type Position } from '../lib/position';

/** Where the map opens when no position is known yet: the city's centre, else the whole service area. */
const CITY_CENTRES: Record<ServiceCity, L.LatLngTuple> = { Douala: [4.0511, 9.7085], Yaoundé: [3.848, 11.5021] };
const SERVICE_AREA_CENTRE: L.LatLngTuple = [3.95, 10.6];

export type PinMapOptions = {
  start: Position | null;
  city: string;
  label: string;
  /** The position under the pin, each time the visitor has moved the map (drag, tap, keyboard arrows). */
  onMove: (position: Position) => void;
};

/**
 * A map whose centre is the position (Leaflet, in its own chunk, loaded only when asked for): the pin stays in
 * the middle of the map (drawn by the page over it) and the visitor moves the map under it, by dragging, by
 * tapping a place (the map centres on it) or with the arrow keys.
 */
export function createPinMap(element: HTMLElement, { start, city, label, onMove }: PinMapOptions): { destroy(): void } {
  const centre: L.LatLngTuple = start
    ? [start.latitude, start.longitude]
    : (CITY_CENTRES[city as ServiceCity] ?? SERVICE_AREA_CENTRE);
  const zoom = start ? 17 : city in CITY_CENTRES ? 13 : 7;
  const map = L.map(element, { center: centre, zoom, scrollWheelZoom: false });
  L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(map);
  element.setAttribute('aria-label', label);
  map.on('click', (event: L.LeafletMouseEvent) => map.panTo(event.latlng));
  map.on('moveend', () => {
    const { lat, lng } = map.getCenter();
    onMove(roundPosition({ latitude: lat, longitude: lng }));
  });
  return { destroy: () => map.remove() };
}

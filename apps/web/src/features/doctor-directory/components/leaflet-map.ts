import 'leaflet/dist/leaflet.css';
import type { PublicDoctor } from '@sante/shared/directory-schemas';
import L from 'leaflet';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../../../lib/map-tiles';

/**
 * Leaflet, in its own chunk: loaded after the list has rendered (never on the server, never in the first load).
 * Markers are vector circles, so no marker images are fetched.
 */

/** Between Douala and Yaoundé: the whole service area at first sight. */
const SERVICE_AREA_CENTRE: L.LatLngTuple = [3.95, 10.6];

export type DoctorMarker = Pick<PublicDoctor, 'id' | 'latitude' | 'longitude'> & { title: string; detail: string };

export type DoctorsMap = { show: (markers: readonly DoctorMarker[]) => void; destroy: () => void };

function popupContent(marker: DoctorMarker): HTMLElement {
  const content = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = marker.title;
  const detail = document.createElement('div');
  detail.textContent = marker.detail;
  content.append(title, detail);
  return content;
}

export function createDoctorsMap(element: HTMLElement, label: string): DoctorsMap {
  const map = L.map(element, { center: SERVICE_AREA_CENTRE, zoom: 7, scrollWheelZoom: false });
  L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 18 }).addTo(map);
  element.setAttribute('aria-label', label);
  const layer = L.layerGroup().addTo(map);

  return {
    show(markers) {
      layer.clearLayers();
      for (const marker of markers) {
        L.circleMarker([marker.latitude, marker.longitude], {
          radius: 9,
          weight: 2,
          color: '#ffffff',
          fillColor: '#0f766e',
          fillOpacity: 0.9,
        })
          .bindTooltip(marker.title)
          .bindPopup(popupContent(marker))
          .addTo(layer);
      }
      if (markers.length > 0)
        map.fitBounds(L.latLngBounds(markers.map((m) => [m.latitude, m.longitude])), {
          padding: [32, 32],
          maxZoom: 13,
        });
    },
    destroy() {
      map.remove();
    },
  };
}

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../../../lib/map-tiles';

/** Leaflet in its own chunk (the list renders first). Vector circles: no marker images are fetched. */

const SERVICE_AREA_CENTRE: L.LatLngTuple = [3.95, 10.6];

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

export type FieldMap = { show: (markers: readonly FieldMarker[]) => void; destroy: () => void };

function popupContent(marker: FieldMarker): HTMLElement {
  const content = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = marker.title;
  const detail = document.createElement('div');
  detail.textContent = marker.detail;
  content.append(title, detail);
  return content;
}

export function createFieldMap(element: HTMLElement, label: string): FieldMap {
  const map = L.map(element, { center: SERVICE_AREA_CENTRE, zoom: 7, scrollWheelZoom: false });
  L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 18 }).addTo(map);
  element.setAttribute('aria-label', label);
  const layer = L.layerGroup().addTo(map);
  let fitted = false;
  return {
    show(markers) {
      layer.clearLayers();
      for (const marker of markers) {
        const carer = marker.kind.startsWith('carer');
        L.circleMarker([marker.latitude, marker.longitude], {
          radius: carer ? 8 : 10,
          weight: carer ? 2 : 3,
          color: '#ffffff',
          fillColor: COLOURS[marker.kind],
          fillOpacity: 0.9,
        })
          .bindTooltip(marker.title)
          .bindPopup(popupContent(marker))
          .addTo(layer);
      }
      // Fit once: a refresh every 30 s must not move the map under the operator's hand.
      if (!fitted && markers.length > 0) {
        fitted = true;
        map.fitBounds(L.latLngBounds(markers.map((m) => [m.latitude, m.longitude])), {
          padding: [32, 32],
          maxZoom: 14,
        });
      }
    },
    destroy() {
      map.remove();
    },
  };
}

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../lib/map-tiles';

/**
 * A Leaflet map of round markers, in the chunk of the screen that loads it (after its list has rendered). Vector
 * circles: no marker images are fetched. Opens on the whole service area, between Douala and Yaoundé.
 */
const SERVICE_AREA_CENTRE: L.LatLngTuple = [3.95, 10.6];

export type CircleMarker = { latitude: number; longitude: number; title: string; detail: string };
export type CircleStyle = { radius: number; weight: number; fillColor: string };
export type CircleMap<M extends CircleMarker> = { show: (markers: readonly M[]) => void; destroy: () => void };

function popupContent(marker: CircleMarker): HTMLElement {
  const content = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = marker.title;
  const detail = document.createElement('div');
  detail.textContent = marker.detail;
  content.append(title, detail);
  return content;
}

export function createCircleMap<M extends CircleMarker>(
  element: HTMLElement,
  label: string,
  options: {
    style: (marker: M) => CircleStyle;
    maxZoom: number;
    /** Fit the markers only the first time (a list refreshed every few seconds must not move the map). */
    fitOnce: boolean;
  },
): CircleMap<M> {
  const map = L.map(element, { center: SERVICE_AREA_CENTRE, zoom: 7, scrollWheelZoom: false });
  L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 18 }).addTo(map);
  element.setAttribute('aria-label', label);
  const layer = L.layerGroup().addTo(map);
  let fitted = false;
  return {
    show(markers) {
      layer.clearLayers();
      for (const marker of markers) {
        L.circleMarker([marker.latitude, marker.longitude], {
          ...options.style(marker),
          color: '#ffffff',
          fillOpacity: 0.9,
        })
          .bindTooltip(marker.title)
          .bindPopup(popupContent(marker))
          .addTo(layer);
      }
      if (markers.length > 0 && !(options.fitOnce && fitted)) {
        fitted = true;
        map.fitBounds(L.latLngBounds(markers.map((m) => [m.latitude, m.longitude])), {
          padding: [32, 32],
          maxZoom: options.maxZoom,
        });
      }
    },
    destroy() {
      map.remove();
    },
  };
}

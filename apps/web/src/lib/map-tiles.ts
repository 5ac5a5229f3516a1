import { buildSetting } from './app-config';

/**
 * The map tiles of every Leaflet map: `VITE_MAP_TILE_URL` at build time, OpenStreetMap's by default (the CSP
 * allows their images).
 */
export const MAP_TILE_URL =
  buildSetting(import.meta.env.VITE_MAP_TILE_URL) ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

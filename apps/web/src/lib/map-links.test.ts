import { describe, expect, it } from 'vitest';
import { directionsUrl, geoUri } from './map-links';

describe('map links', () => {
  it('routes to the pinned position on OpenStreetMap and gives it as a geo: URI', () => {
    expect(directionsUrl(4.05, 9.7)).toBe('https://www.openstreetmap.org/directions?route=%3B4.05%2C9.7');
    expect(geoUri(4.05, 9.7)).toBe('geo:4.05,9.7');
  });
});

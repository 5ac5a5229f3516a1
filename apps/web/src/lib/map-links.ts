/** A route from where the phone is to a pinned position, on OpenStreetMap (no key, works in any browser). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}`;
}

/** The position as a `geo:` URI (RFC 5870): Android opens the phone's maps app on it. */
export function geoUri(latitude: number, longitude: number): string {
  return `geo:${latitude},${longitude}`;
}

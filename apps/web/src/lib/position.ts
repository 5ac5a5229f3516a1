/** A place on Earth in decimal degrees (WGS 84), as the profile, the doctors and the bookings store it. */
export type Position = { latitude: number; longitude: number };

/** To 4 decimals (about 10 m): enough to find a door, no more precise than that. */
export function roundPosition({ latitude, longitude }: Position): Position {
  const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;
  return { latitude: round(latitude), longitude: round(longitude) };
}

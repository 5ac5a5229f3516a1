/** A signed route's URL, relative to the site: `/api/storage/object/<route>/<bucket>/<path>?token=`. */
export function objectUrl(route: 'sign' | 'upload/sign', bucket: string, path: string, token: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `/api/storage/object/${route}/${bucket}/${encoded}?token=${encodeURIComponent(token)}`;
}

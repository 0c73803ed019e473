import { apiBase } from './api-base';

/** Media paths from the API (`/media/avatar/1.svg`) live on the API's origin. */
export function mediaUrl(path: string): string {
  return path.startsWith('/') ? `${apiBase()}${path}` : path;
}

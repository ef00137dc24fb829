import { buildListingPhotosPath, type PhotoUploadResponse, AUTH_MESSAGES } from '@app/contract';
import { authorizationHeader, endSession } from '../../../lib/api-client';
import { HttpError, messageOfBody } from '../../../lib/http';

export interface UploadPhotoOptions {
  readonly listingId: number;
  readonly file: File;
  /** Called with 0–1 as the bytes leave the browser. */
  readonly onProgress: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * POST one photo as multipart (field `photo`). XMLHttpRequest rather than fetch because only
 * it reports upload progress, and the advertiser sees a bar per file. A 401 ends the session
 * like `apiRequest` does; any other failure rejects with the server's message.
 */
export function uploadPhoto({
  listingId,
  file,
  onProgress,
  signal,
}: UploadPhotoOptions): Promise<PhotoUploadResponse> {
  return new Promise((resolve, reject) => {
    const authorization = authorizationHeader();
    if (!authorization) {
      endSession();
      reject(new HttpError(401, AUTH_MESSAGES.unauthorized, null));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildListingPhotosPath(listingId));
    xhr.setRequestHeader('Authorization', authorization);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as PhotoUploadResponse);
        return;
      }
      if (xhr.status === 401) endSession();
      reject(
        new HttpError(
          xhr.status,
          messageOfBody(body) ?? `Upload failed with status ${xhr.status}`,
          body,
        ),
      );
    };
    xhr.onerror = () => reject(new TypeError('The upload failed. Please check your connection.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('photo', file, file.name);
    xhr.send(form);
  });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { authorizationHeader } from '../../../../lib/api-client';
import { HttpError } from '../../../../lib/http';

/**
 * An image only admins may see (a verification photo): fetched with the admin's token, since
 * an <img> cannot send one, and shown from a blob: URL that is let go when it is not shown.
 */
export function usePrivateImage(path: string | null) {
  const image = useQuery({
    queryKey: ['private-image', path] as const,
    enabled: path !== null,
    // The photo is deleted once decided: never kept after the review is closed.
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await fetch(path!, {
        headers: { Authorization: authorizationHeader() ?? '' },
        signal,
      });
      if (!answer.ok) throw new HttpError(answer.status, 'The photo could not be loaded.', null);
      return answer.blob();
    },
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isError: image.isError };
}

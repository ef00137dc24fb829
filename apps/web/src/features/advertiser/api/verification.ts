import { buildListingVerificationPath, type OwnListingResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertiserKeys } from './query-keys';

/** POST …/verification: the private photo as multipart (`photo`); answers the listing. */
export function useRequestVerification(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => {
      const body = new FormData();
      body.append('photo', photo, photo.name);
      return apiRequest<OwnListingResponse>(buildListingVerificationPath(listingId), {
        method: 'POST',
        body,
      });
    },
    onSuccess: (answer) => queryClient.setQueryData(advertiserKeys.listing(listingId), answer.data),
  });
}

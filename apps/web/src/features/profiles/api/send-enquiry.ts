import { buildModelEnquiriesApiPath, type EnquiryInput, type EnquiryResponse } from '@app/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/models/:id/enquiries with the customer's token: 202, mailed to the advertiser. */
export function sendEnquiry(listingId: number, enquiry: EnquiryInput): Promise<EnquiryResponse> {
  return apiRequest<EnquiryResponse>(buildModelEnquiriesApiPath(listingId), {
    method: 'POST',
    body: enquiry,
  });
}

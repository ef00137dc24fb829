import { MODEL_ONLINE_VISIBILITY_PATH, type MessageResponse } from '@app/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/model/online-visibility `{ hide_online_status }` */
export function saveOnlineVisibility(hideOnlineStatus: boolean): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(MODEL_ONLINE_VISIBILITY_PATH, {
    method: 'PUT',
    body: { hide_online_status: hideOnlineStatus },
  });
}

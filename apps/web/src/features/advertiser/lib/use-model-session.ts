import { useHasRoleSession } from '../../../lib/use-role-session';

/** Whether an advertiser is signed in (a stored token and the model role). */
export function useHasModelSession(): boolean {
  return useHasRoleSession('model');
}

// What other modules may use of the public profiles: the page heads read a live profile (under
// the same read limit), and reports are taken on live listings only.
export { assertLiveListing, findLiveProfile } from './profiles.service.js';
export { PROFILE_READ_RATE_LIMIT, profileAnswerTag } from './profiles.routes.js';

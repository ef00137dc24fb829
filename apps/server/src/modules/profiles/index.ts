// What other modules may use of the public profiles: the page heads read a live profile, and
// reports are taken on live listings only.
export { assertLiveListing, findLiveProfile } from './profiles.service.js';

// What other modules may use of the public profiles: the page heads read a live profile.
export { findLiveProfile } from './profiles.service.js';

// The listing's life, shared by its owner's routes and the console: the one state machine and
// the changes to a public listing that wait for review (docs/product/listings-and-moderation.md).
export {
  LISTING_TRANSITIONS,
  changesNeedReview,
  moveListing,
  nextStatus,
  type ListingEvent,
  type MoveContext,
} from './listing-status.js';
export {
  applyRevision,
  deleteRetiredPhotos,
  revertRevision,
  type ReplacedVersion,
  changesDropBadge,
  discardRevision,
  findPendingRevision,
  nextTourId,
  proposeChanges,
  publicPhotoIds,
  publicTours,
  withChanges,
  type PhotoRow,
  type RevisionRow,
} from './listing-revisions.js';
export {
  decideVerification,
  findPendingVerification,
  readOwnVerification,
  readVerificationFacts,
  type VerificationRequestRow,
} from './listing-verification.js';
export { verificationFactsRoutes } from './verification-facts.routes.js';

import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '@app/contract';
import { AppError } from '../../platform/http/errors.js';
import { LISTING_TRANSITIONS, changesNeedReview, nextStatus } from './listing-status.js';

describe('the listing state machine', () => {
  it('refuses every move from a status its event does not start from, with the event’s 409', () => {
    for (const [event, transition] of Object.entries(LISTING_TRANSITIONS)) {
      for (const status of LISTING_STATUSES) {
        const move = () => nextStatus(status, event as keyof typeof LISTING_TRANSITIONS);
        if ((transition.from as readonly string[]).includes(status)) {
          expect(move).not.toThrow();
        } else {
          expect(move).toThrow(expect.objectContaining({ message: transition.refusal }));
          expect(move).toThrow(AppError);
        }
      }
    }
  });

  it('sends a resumed listing with an open copied-photo flag to review instead of live', () => {
    expect(nextStatus('paused', 'resume', { everLive: true, openFlags: 0 })).toBe('live');
    expect(nextStatus('paused', 'resume', { everLive: true, openFlags: 1 })).toBe('pending');
  });

  it('restores straight to live only a listing approved before with no open flag', () => {
    expect(nextStatus('suspended', 'restore', { everLive: true, openFlags: 0 })).toBe('live');
    expect(nextStatus('suspended', 'restore', { everLive: true, openFlags: 2 })).toBe('pending');
    expect(nextStatus('suspended', 'restore', { everLive: false, openFlags: 0 })).toBe('pending');
  });

  it('holds the owner’s changes for review on a public listing, or one that was and will be again', () => {
    const wentLiveAt = new Date();
    expect(changesNeedReview({ status: 'live', wentLiveAt })).toBe(true);
    expect(changesNeedReview({ status: 'paused', wentLiveAt })).toBe(true);
    expect(changesNeedReview({ status: 'suspended', wentLiveAt })).toBe(true);
    expect(changesNeedReview({ status: 'suspended', wentLiveAt: null })).toBe(false);
    for (const status of ['draft', 'pending', 'rejected'] as const) {
      expect(changesNeedReview({ status, wentLiveAt })).toBe(false);
    }
  });
});

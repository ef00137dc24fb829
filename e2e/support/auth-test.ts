/**
 * The returning visitor of ../fixtures.js. Every test there already comes from its own client
 * address (the server limits sign-ups, sign-ins, codes and resets per address, and reads of
 * profiles and search pages too); specs of accounts import it from here by habit.
 */
export { expect, test } from '../fixtures.js';

import type { StateName } from '@app/contract';

/** One Australian place: one per place key and state. */
export interface Locality {
  /** Title case, as people write it: 'St Kilda', "O'Connor", 'McMahons Point'. */
  readonly name: string;
  /** toPlaceKey(name): 'stkilda'. Places are compared by this everywhere. */
  readonly key: string;
  /** Full state name, as the contract's STATES spell it: 'Victoria'. */
  readonly state: StateName;
  readonly stateCode: string;
  /** The lowest delivery postcode of the place, as four digits ('0800'). */
  readonly postcode: string;
  readonly lat: number;
  readonly lng: number;
  /**
   * The ABS statistical areas (2016) the postcode file puts the place in, as it spells them
   * ('Blue Mountains'; '' when it names none): public-areas.ts builds shared areas from them.
   */
  readonly sa3: string;
  readonly sa4: string;
}

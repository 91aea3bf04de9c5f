/** Why a candidate is in the results besides its text: stored per candidate as a byte. */
export const IDENTIFIER = 1;
export const FEATURED = 2;

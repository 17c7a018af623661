/** The matka rules as pure functions, for the player app and the server alike. */

export * from './account';
export * from './amounts';
export * from './bet-number';
export * from './bet-types';
export * from './constants';
export * from './funds';
export * from './input-limits';
export * from './messages';
export * from './pagination';
export * from './panna';
export * from './panna-hint';
export * from './payout';
export * from './responsible-play';
export * from './result';
export * from './rupees';
export * from './session';
export * from './starline';
export * from './time';

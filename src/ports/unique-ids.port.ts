/** Unique random ids (e.g. the id of a save, so its retry is recognised). */
export interface UniqueIds {
  next(): string;
}
export const UniqueIds = Symbol('UniqueIds');

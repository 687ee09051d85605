/**
 * A batch's conditional write found that what its reads decided on had moved: another process
 * reserved from the same balance or day, or replaced the same job, between the two. Nothing of the
 * batch is kept (its transaction rolls back) and the batch simply runs again.
 */
export class ReservationConflict extends Error {
  constructor(what: string) {
    super(`reservation conflict: ${what}`);
    this.name = 'ReservationConflict';
  }
}

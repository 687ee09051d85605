// The service lands here (issue 3): Hono app factory, store drivers, upstream client, job runner.
export {};

/**
 * Every api test file starts a real api process (seeding a SQLite file, or copying the PostgreSQL template): on a
 * busy shared machine that takes more than jest's default 5 s, so hooks and tests get room.
 */
jest.setTimeout(30_000);

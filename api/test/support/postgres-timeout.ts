/** The PostgreSQL pass copies a database and starts an api per file: give hooks and tests room on a busy machine. */
jest.setTimeout(30_000);

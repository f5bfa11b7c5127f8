/** Global teardown of the `api-postgres` jest project: stops the throwaway server and removes its folder. */
export default async function teardown(): Promise<void> {
  await globalThis.storefrontPostgres?.stop();
  globalThis.storefrontPostgres = undefined;
}

/** What the shell uses of geoip-country (shell/server/geoip.ts): the package ships no types of its own. */
declare module 'geoip-country' {
  interface Lookup {
    /** The country an IPv4 or IPv6 address is in, or null when the table has none (or it is not an address). */
    lookup(address: string | number): { country: string } | null;
  }
  const geoip: Lookup;
  export default geoip;
}

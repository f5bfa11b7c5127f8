/** The id of every layout's main region: the skip link's target, and what the document waits for before a first paint. */
export const mainRegionId = 'main';

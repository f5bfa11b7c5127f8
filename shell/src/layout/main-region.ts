/** The id of every layout's main region: the skip link's target. */
export const mainRegionId = 'main';

/**
 * The id of the empty mark every layout puts right after its main region (`AfterMain`): the document holds its first
 * paint until the mark is parsed, so the page's own content is never painted half-parsed (a listing whose last tiles
 * or a select whose options have not arrived yet grows when they do: a layout shift).
 */
export const afterMainId = 'after-main';

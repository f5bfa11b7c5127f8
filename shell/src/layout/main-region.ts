/** The id of every layout's main region: the skip link's target. */
export const mainRegionId = 'main';

/**
 * The id of what follows the main region (the default layout's footer): the document holds its first paint until this
 * is parsed, so the page's own content is never painted half-parsed (a listing whose last tiles or a select whose
 * options have not arrived yet grows when they do: a layout shift). A layout without it waits for the whole document.
 */
export const afterMainId = 'after-main';

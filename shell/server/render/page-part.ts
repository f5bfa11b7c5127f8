/**
 * A shared page's parts (ADR 0502, "A facet pressed before the app runs"): what the page's starter brings in place
 * when a facet is pressed before the app has started. `?_part=app` answers the page's title and the HTML of its app
 * region only; `?_part=data` the page data the app starts with, which the starter asks for afterwards, once the new
 * list shows. Both are cut from the page's own render (the one the render cache keeps), so they always agree with it
 * and cost no render of their own; a facet's answer is then about a third of the page's bytes.
 */
import { pageDataGlobal } from '../../src/app/page-data.ts';

/** The query parameter that asks for a part; read and removed before the page is routed and looked up. */
export const pagePartParam = '_part';

export type PagePart = 'app' | 'data';

/** The part a request asks for, taken out of its URL (the page is then the one without it), or null. */
export function takePagePart(url: URL): PagePart | null {
  const asked = url.searchParams.get(pagePartParam);
  if (asked === null) return null;
  url.searchParams.delete(pagePartParam);
  return asked === 'app' || asked === 'data' ? asked : null;
}

const appOpening = '<div id="app">';
const dataScript = new RegExp(`<script[^>]*>window\\.${pageDataGlobal}=`);

/**
 * A document's part: `app`, its `<title>` then its app region's HTML up to the page data's script; `data`, the page
 * data's JSON (the script's text is JSON escaped for a script, which is JSON still). Null when the document has no
 * such shape (it never happens with the shell's own documents; the starter then loads the page natively).
 */
export function cutPagePart(html: string, part: PagePart): { type: string; body: string } | null {
  const app = html.indexOf(appOpening);
  const data = app < 0 ? null : dataScript.exec(html.slice(app));
  if (!data) return null;
  const dataStart = app + data.index;
  if (part === 'app') {
    const title = /<title>[^<]*<\/title>/.exec(html.slice(0, app))?.[0] ?? '';
    return { type: 'text/html; charset=utf-8', body: title + html.slice(app + appOpening.length, dataStart) };
  }
  const jsonStart = dataStart + data[0].length;
  const end = html.indexOf('</script>', jsonStart);
  const json = end < 0 ? '' : html.slice(jsonStart, html.lastIndexOf(';', end));
  return json ? { type: 'application/json; charset=utf-8', body: json } : null;
}

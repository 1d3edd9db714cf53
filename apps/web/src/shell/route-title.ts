/** A route's tab title: an i18n key, or a function of whether someone is signed in (`/`). */
export type RouteTitle = string | ((context: { authenticated: boolean }) => string);

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab (`Name · Verba`); see useRouteTitle. */
    title?: RouteTitle;
  }
}

/** The i18n key of the deepest matched route that names itself, if any. */
export function routeTitleKey(
  matches: readonly { staticData?: { title?: RouteTitle } }[],
  context: { authenticated: boolean },
): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]!.staticData?.title;
    if (title) return typeof title === 'function' ? title(context) : title;
  }
  return undefined;
}

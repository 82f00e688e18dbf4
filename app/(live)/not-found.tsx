import { NotFoundScreen } from "@/components/chrome/not-found-screen";

/**
 * A page that says there is nothing at its address (a village no folder has, notFound() in
 * lib/page.tsx) shows the site's not-found screen in its document. Paths no route matches get the
 * whole-document one, app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundScreen lang="en" />;
}

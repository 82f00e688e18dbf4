import { headers } from "next/headers";
import { NotFoundScreen } from "@/components/chrome/not-found-screen";
import { isLang } from "@/lib/i18n";
import { LANG_HEADER } from "@/lib/not-found-lang";

/**
 * The not-found screen of a Hindi or Chhattisgarhi page rendered per request that has nothing at
 * its address (a village no folder has), in the language proxy.ts read from the path.
 */
export default async function NotFound() {
  const lang = (await headers()).get(LANG_HEADER);
  return <NotFoundScreen lang={isLang(lang) ? lang : "hi"} />;
}
